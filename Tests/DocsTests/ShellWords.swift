/// Splits a command line the way a shell splits words: at spaces, except
/// inside double quotes. Enough for the commands the docs show.
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        for character in line {
            switch character {
            case "\"":
                quoted.toggle()
                inWord = true
            case " " where !quoted:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

extension BadSchemas {
    /// A schema whose only state field is `name: {type: <type>, default: <value>}`
    /// on line 5 (types and externals above it), so every case points at 5:<column>.
    private static func field(_ type: String, _ value: String) -> String {
        """
        store: Shop
        external: {Color: {}}
        types: {Mode: {enum: [light, dark]}, Sync: {enum: {idle: , failed: {message: String, code: Int?}}}, \
        Point: {fields: {x: Int, y: Int, label: {type: String, default: ""}}}}
        state:
          value: {type: "\(type)", default: \(value)}
        actions:
          tick: {mode: Mode, sync: Sync, point: Point, color: Color}
        """
    }

    /// The column of the default on line 5 for a given type spelling.
    private static func column(_ type: String) -> Int { 30 + type.count }

    static let defaults: [BadSchema] = [
        BadSchema(
            "integer default that is text", field("Int", "abc"),
            .error(5, column("Int"), "expected an integer for 'Int', found 'abc'")),
        BadSchema(
            "UInt8 default past 255", field("UInt8", "300"),
            .error(5, column("UInt8"), "'300' is out of range for 'UInt8' (0...255)")),
        BadSchema(
            "Int8 default below -128", field("Int8", "-129"),
            .error(5, column("Int8"), "'-129' is out of range for 'Int8' (-128...127)")),
        BadSchema(
            "Int default past Int64", field("Int", "9223372036854775808"),
            .error(
                5, column("Int"),
                "'9223372036854775808' is out of range for 'Int' (-9223372036854775808...9223372036854775807)")),
        BadSchema(
            "UInt default that is negative", field("UInt", "-1"),
            .error(5, column("UInt"), "'-1' is out of range for 'UInt' (0...18446744073709551615)")),
        BadSchema(
            "hexadecimal default past UInt16", field("UInt16", "0x10000"),
            .error(5, column("UInt16"), "'65536' is out of range for 'UInt16' (0...65535)")),
        BadSchema(
            "infinite Double default", field("Double", ".inf"),
            .error(5, column("Double"), "'.inf' is not a finite number, and defaults must be finite")),
        BadSchema(
            "NaN Double default", field("Double", ".nan"),
            .error(5, column("Double"), "'.nan' is not a finite number, and defaults must be finite")),
        BadSchema(
            "Float default past its range", field("Float", "1e40"),
            .error(5, column("Float"), "'1e40' is out of range for 'Float'")),
        BadSchema(
            "Double default that is text", field("Double", "fast"),
            .error(5, column("Double"), "expected a number for 'Double', found 'fast'")),
        BadSchema(
            "Bool default written yes", field("Bool", "yes"),
            .error(5, column("Bool"), "expected true or false for 'Bool', found 'yes'")),
        BadSchema(
            "String default that is a number", field("String", "3"),
            .error(5, column("String"), "expected a string for 'String', found a number; quote it to make it text")),
        BadSchema(
            "null default for a non-optional", field("Int", "null"),
            .error(5, column("Int"), "null is only a default for optional types, and 'Int' is not optional")),
        BadSchema(
            "misspelt enum case default", field("Mode", "drak"),
            .error(5, column("Mode"), "'drak' is not a case of enum 'Mode'; did you mean 'dark'?")),
        BadSchema(
            "enum default that is a number", field("Mode", "1"),
            .error(5, column("Mode"), "expected a case of enum 'Mode', found a number")),
        BadSchema(
            "payload case given without payload", field("Sync", "failed"),
            .error(5, column("Sync"), "case 'failed' of enum 'Sync' has a payload; write it as {failed: {…}}")),
        BadSchema(
            "payload default missing a value", field("Sync", "{failed: {code: 3}}"),
            .error(
                5, column("Sync") + 9,
                "the default for case 'failed' is missing payload value 'message', which has no default")),
        BadSchema(
            "payload default with an unknown value", field("Sync", "{failed: {mesage: x}}"),
            .error(
                5, column("Sync") + 9,
                "the default for case 'failed' is missing payload value 'message', which has no default"),
            .error(5, column("Sync") + 10, "case 'failed' has no payload value 'mesage'; did you mean 'message'?")),
        BadSchema(
            "enum default naming two cases", field("Sync", "{idle: , failed: {message: x}}"),
            .error(
                5, column("Sync"),
                "a default for enum 'Sync' must be a case name or a mapping of one case to its payload")),
        BadSchema(
            "struct default missing a field", field("Point", "{x: 1}"),
            .error(5, column("Point"), "the default for 'Point' is missing field 'y', which has no default")),
        BadSchema(
            "struct default with a misspelt field", field("Point", "{x: 1, y: 2, lable: a}"),
            .error(5, column("Point") + 13, "'Point' has no field 'lable'; did you mean 'label'?")),
        BadSchema(
            "struct default that is a list", field("Point", "[1, 2]"),
            .error(5, column("Point"), "expected a mapping of fields for 'Point', found a list")),
        BadSchema(
            "array default that is a mapping", field("[Int]", "{a: 1}"),
            .error(5, column("[Int]"), "expected a list for '[Int]', found a mapping")),
        BadSchema(
            "set default with a duplicate", field("Set<Int>", "[1, 2, 1]"),
            .error(5, column("Set<Int>") + 7, "'1' appears more than once in the default for 'Set<Int>'")),
        BadSchema(
            "dictionary default that is a list", field("[String: Int]", "[1]"),
            .error(5, column("[String: Int]"), "expected a mapping for '[String: Int]', found a list")),
        BadSchema(
            "dictionary default with the same key twice", field("[Int: String]", "{1: a, 0x1: b}"),
            .error(
                5, column("[Int: String]") + 7,
                "the key '0x1' appears more than once in the default for '[Int: String]'")),
        BadSchema(
            "array element of the wrong type", field("[Int]", "[1, two]"),
            .error(5, column("[Int]") + 4, "expected an integer for 'Int', found 'two'")),
        BadSchema(
            "URL default that does not parse", field("URL", "\"not a url\""),
            .error(5, column("URL"), "'not a url' is not a valid absolute URL")),
        BadSchema(
            "UUID default that does not parse", field("UUID", "1234"),
            .error(5, column("UUID"), "expected a UUID string for 'UUID', found '1234'")),
        BadSchema(
            "UUID default text that does not parse", field("UUID", "abc-def"),
            .error(5, column("UUID"), "'abc-def' is not a valid UUID")),
        BadSchema(
            "Date default", field("Date", "2024-01-01"),
            .error(
                5, column("Date"),
                "defaults for 'Date' are not supported; make the field optional or set it with an action")),
        BadSchema(
            "Data default", field("Data", "abc"),
            .error(
                5, column("Data"),
                "defaults for 'Data' are not supported; make the field optional or set it with an action")),
        BadSchema(
            "Duration default that is a bare number", field("Duration", "300"),
            .error(5, column("Duration"), "expected a duration such as '5 minutes' for 'Duration', found '300'")),
        BadSchema(
            "Duration default with an unknown unit", field("Duration", "5 parsecs"),
            .error(
                5, column("Duration"),
                "'5 parsecs' is not a duration; write a number and a unit: "
                    + "'milliseconds', 'seconds', 'minutes', 'hours', such as '5 minutes'")),
        BadSchema(
            "external type default", field("Color", "red"),
            .error(
                5, column("Color"),
                """
                defaults for the external type 'Color' are not supported; make the field optional or set it \
                with an action
                """)),
    ]
}

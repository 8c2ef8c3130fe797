/// The persisted shop schema at version 1 that the saved-state compatibility
/// tests change: the table of schema pairs (StoreSchemaTests, whose expected
/// `line:col`s count on its lines) and the tests that save a state with its
/// generated code and load it with a changed schema's (StoreCodegenTests).
/// One schema, so that the two agree on what they compare.
public enum ShopSchema {
    public static let version1 = """
        store: Shop
        version: 1
        persist: true
        types:
          Item:
            fields:
              name: String
              price: Int
              note: String?
          Size:
            enum: [small, large]
          Status:
            enum:
              open: {}
              closed: {reason: String}
        state:
          items: {type: "[Item]", default: []}
          size: {type: Size, default: small}
          status: {type: Status, default: open}
          count: Int
          label: {type: String, default: ""}
          draft: {type: String, default: "", persist: false}
        actions:
          tick:

        """
}

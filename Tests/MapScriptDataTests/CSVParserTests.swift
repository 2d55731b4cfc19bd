import MapScriptData
import Testing

@Suite struct CSVParserTests {
    private func parse(_ text: String) throws -> [DataValue] {
        try #require(try CSVParser.parse(text, file: "t.csv").arrayValue)
    }

    private func message(_ text: String) -> String? {
        dataError { try CSVParser.parse(text, file: "t.csv") }?.description
    }

    @Test func theFixtureReadsAsRowsOfTypedFields() throws {
        let rows = try #require(try CSVParser.parse(Fixtures.bytes("rides.csv"), file: "rides.csv").arrayValue)
        #expect(rows.count == 4)
        #expect(rows[0].objectValue?.keys == ["name", "type", "height", "location", "notes"])
        #expect(rows[0]["name"] == .string("Goliath"))
        #expect(rows[0]["height"] == .number(72.5))
        #expect(rows[0]["location"] == .string("{34.4262,-118.5963}"))
        #expect(rows[0]["notes"] == .string("Hyper coaster, 1,000 m track"))
        #expect(rows[1]["height"] == .null)
        #expect(rows[1]["notes"] == .string(""))
        #expect(rows[2]["name"] == .string("Batman \"The Ride\""))
        #expect(rows[2]["notes"] == .string("Inverted\ncoaster"))
        #expect(rows[3]["height"] == .number(0))
        #expect(rows[3]["notes"] == .string("007"))
    }

    @Test func onlyStrictlyNumericUnquotedFieldsAreNumbers() throws {
        let rows = try parse("a,b,c,d,e,f,g,h,i\n12,-3.5,1e3,007,+1, 12,.5,\"42\",0x1F\n")
        let row = try #require(rows.first)
        #expect(row["a"] == .number(12))
        #expect(row["b"] == .number(-3.5))
        #expect(row["c"] == .number(1000))
        #expect(row["d"] == .string("007"))
        #expect(row["e"] == .string("+1"))
        #expect(row["f"] == .number(12))
        #expect(row["g"] == .string(".5"))
        #expect(row["h"] == .string("42"))
        #expect(row["i"] == .string("0x1F"))
    }

    /// `name, lat, lon`, as people type CSV: the spaces are layout, not part of the names or
    /// the numbers, so `row.lat` is the number. A string keeps its spaces, a quoted name what
    /// it quotes.
    @Test func spacesAroundHeaderNamesAndNumbersAreLayout() throws {
        let rows = try parse("name, lat,\tlon , \" code \"\nDenver, 39.7392 ,\t-104.9903, \"007\"\n")
        #expect(rows[0].objectValue?.keys == ["name", "lat", "lon", " code "])
        #expect(rows[0]["name"] == .string("Denver"))
        #expect(rows[0]["lat"] == .number(39.7392))
        #expect(rows[0]["lon"] == .number(-104.9903))
        #expect(rows[0][" code "] == .string("007"))
        let text = try parse("a,b\n x , 12 \n")
        #expect(text[0]["a"] == .string(" x "))
        #expect(text[0]["b"] == .number(12))
        #expect(try parse(" 1 ,2\n3,4\n")[0].objectValue?.keys == ["1", "2"])
    }

    /// A header with semicolons and no commas, as spreadsheets write CSV where the decimal
    /// mark is a comma, separates by `;`, and there a number may have a decimal comma.
    @Test func aHeaderOfSemicolonsSeparatesBySemicolons() throws {
        let rows = try parse("name;lat;lon;note\r\nDenver;39,7392;-104.9903;\"a;b, c\"\r\nBoulder; 40 ;-105,27;1,2,3\r\n")
        #expect(rows[0].objectValue?.keys == ["name", "lat", "lon", "note"])
        #expect(rows[0]["lat"] == .number(39.7392))
        #expect(rows[0]["lon"] == .number(-104.9903))
        #expect(rows[0]["note"] == .string("a;b, c"))
        #expect(rows[1]["lat"] == .number(40))
        #expect(rows[1]["lon"] == .number(-105.27))
        #expect(rows[1]["note"] == .string("1,2,3"))
        // A comma in the header, even with semicolons, keeps the comma; so do one column and quoted semicolons.
        #expect(try parse("a;b,c\n1;2,3\n")[0].objectValue?.keys == ["a;b", "c"])
        #expect(try parse("\"a;b\",c\n1,2\n")[0]["c"] == .number(2))
        #expect(try parse("\"a;b\"\nx\n")[0]["a;b"] == .string("x"))
        #expect(message("a;b\n\"x\" y;2\n") == "t.csv:2:5: expected ';' or a line break after the closing quote")
        #expect(message("a;b\n1;2;3\n") == "t.csv:2:5: row has 3 fields; the header has 2 (this field is past the last column, \"b\")")
    }

    /// A header with tabs and neither commas nor semicolons is tab-separated values, as a
    /// `.tsv` file always is: a tab there ends a field, never the layout around one, so an
    /// empty field between two tabs stays a field, and a comma is text, not a decimal mark.
    @Test func aHeaderOfTabsSeparatesByTabs() throws {
        let rows = try parse("name\tlat\tlon\tnote\nDenver\t39.7392\t-104.9903\t\"a\tb, c\"\nBoulder\t 40 \t\t1,5\n")
        #expect(rows[0].objectValue?.keys == ["name", "lat", "lon", "note"])
        #expect(rows[0]["lat"] == .number(39.7392))
        #expect(rows[0]["note"] == .string("a\tb, c"))
        #expect(rows[1]["lat"] == .number(40))
        #expect(rows[1]["lon"] == .null)
        #expect(rows[1]["note"] == .string("1,5"))
        #expect(try parse("a\tb\n\t\"x\"\n")[0]["b"] == .string("x"))
        // A comma or a semicolon in the header wins: there a tab is layout around a name.
        #expect(try parse("a,\tb\n1,\t2\n")[0].objectValue?.keys == ["a", "b"])
        #expect(try parse("a;\tb\n1;\t2\n")[0]["b"] == .number(2))
        #expect(message("a\tb\n\"x\" y\t2\n") == "t.csv:2:5: expected a tab or a line break after the closing quote")
        // Told that tabs separate (a .tsv file), a header of commas is one name.
        let tsv = try #require(try CSVParser.parse("a,b\tc\n1\t2\n", file: "t.tsv", separator: .tab).arrayValue)
        #expect(tsv[0].objectValue?.keys == ["a,b", "c"])
    }

    @Test func headerNamesAreTextEvenWhenNumeric() throws {
        let rows = try parse("2024,2025\n1,2\n")
        #expect(rows[0].objectValue?.keys == ["2024", "2025"])
        #expect(rows[0]["2025"] == .number(2))
    }

    @Test func lineEndingsAndBlankLines() throws {
        let crlf = try parse("x,y\r\n1,2\r\n\r\n3,4\r\n")
        #expect(crlf == [.object(DataObject([("x", .number(1)), ("y", .number(2))])), .object(DataObject([("x", .number(3)), ("y", .number(4))]))])
        #expect(try parse("x,y\n1,2") == (try parse("x,y\r1,2\r")))
        #expect(try parse("x,y\n") == [])
        #expect(try parse("") == [])
    }

    @Test func quotedFieldCornerCases() throws {
        let rows = try parse("a,b,c\n\"\",\"\"\"\",\"a,\r\nb\"\n,,\n")
        #expect(rows[0]["a"] == .string(""))
        #expect(rows[0]["b"] == .string("\""))
        #expect(rows[0]["c"] == .string("a,\r\nb"))
        #expect(rows[1] == .object(DataObject([("a", .null), ("b", .null), ("c", .null)])))
    }

    @Test func aLineBreakInsideQuotesStillCountsForLaterLineNumbers() {
        #expect(message("a,b\n\"x\ny\",1\n1\n") == "t.csv:4:2: row has 1 field; the header has 2 (no value for \"b\")")
    }

    /// A row with the wrong number of fields is pointed at where the fields run out (naming
    /// the columns left without a value) or at the first field past the last column.
    @Test func aRowOfTheWrongLengthIsPointedAt() {
        #expect(message("name,lat,lon\r\nDenver,39.7\r\n") == "t.csv:2:12: row has 2 fields; the header has 3 (no value for \"lon\")")
        #expect(message("a,b,c,d,e\n1\n") == "t.csv:2:2: row has 1 field; the header has 5 (no value for \"b\", \"c\", \"d\" and 1 more)")
        #expect(message("a,b,c\n\"two\nlines\",2\n") == "t.csv:3:9: row has 2 fields; the header has 3 (no value for \"c\")")
        #expect(message("a,b\n1,2,\n") == "t.csv:2:5: row has 3 fields; the header has 2 (this field is past the last column, \"b\")")
        #expect(message("a,b\n1,2,\"x,y\",4\n") == "t.csv:2:5: row has 4 fields; the header has 2 (this field is past the last column, \"b\")")
    }

    @Test func errorsNameTheLine() {
        #expect(message("a,b\n1,2\n3\n") == "t.csv:3:2: row has 1 field; the header has 2 (no value for \"b\")")
        #expect(message("a,b\n1,2,3\n") == "t.csv:2:5: row has 3 fields; the header has 2 (this field is past the last column, \"b\")")
        #expect(message("a,b\nx\"y,2\n") == "t.csv:2:2: a '\"' inside an unquoted field; quote the whole field and write the quote twice (\"\")")
        #expect(message("a,b\n\"x\"y,2\n") == "t.csv:2:4: expected ',' or a line break after the closing quote")
        #expect(message("a,b\n1,\"open\n") == "t.csv:2:3: unterminated quoted field (the closing '\"' is missing)")
        #expect(message("name,x,name\n") == "t.csv:1:8: duplicate column name \"name\" in the header (columns 1 and 3)")
        let invalid = dataError { try CSVParser.parse(Array("a\n".utf8) + [0xC3, 0x28] + [0x0A], file: "t.csv") }
        #expect(invalid?.description == "t.csv:2:1: invalid UTF-8 in field")
    }
}

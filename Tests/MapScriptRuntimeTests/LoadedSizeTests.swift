import MapScriptData
@testable import MapScriptRuntime
import Testing

/// The memory bound charges what `load()` made. For a CSV file it is counted while the rows
/// are made; it must be what measuring the rows afterwards gives.
@Suite struct LoadedSizeTests {
    @Test(arguments: [
        "name,lat,lon\nGoliath,34.42,-118.59\nTatsu,34.43,-118.6\n",
        // Long strings live on the heap, short ones inline; empty fields are nil; long names.
        "a column with a long name,b\nshort,1\nA value longer than fifteen bytes,\n,2\n\"quoted, with a comma\",3\n",
        "only\n",
    ])
    func sizeCountedWhileMakingRowsIsTheMeasuredSize(csv: String) throws {
        let table = try CSVParser.parseTable(Array(csv.utf8), file: "rows.csv")
        let rows = DataConversion.rows(of: table)
        #expect(rows.size == LiveSize.measure(tree: rows.value))
        #expect(rows.size > 0)
    }
}

/// How many changes have been made to a scene from outside its map's own work, as counted by
/// an owner through which every change passes: a script session counts each property a script
/// sets and each method it calls on a scene object, and each interaction. A map that can read
/// the count (`MapView.editCount`) skips a layout that would find nothing to do: the last one
/// ended settled, and nothing has been counted since (see `MapView.layout()`). A map without
/// one lays out in full every time, since Swift code may change any view behind its back.
package struct SceneEditCount: Equatable {
    /// Sets of a view's presentation (its size, offset, image, colours, collision settings):
    /// a layout takes in such a change made by its own hooks, as long as it comes before the
    /// layout places the views.
    package var presentation: Int
    /// Every other change: to the map, an annotation, an overlay or a renderer, a view's
    /// annotation or drag state, any method called on a scene object, an interaction.
    package var other: Int

    package init(presentation: Int, other: Int) {
        self.presentation = presentation
        self.other = other
    }
}

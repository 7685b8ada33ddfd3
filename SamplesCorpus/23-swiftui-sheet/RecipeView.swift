import SwiftUI

// Scenario 23, file 1 (clean): SwiftUI presents with view modifiers, not with
// UIKit's `present`. `.sheet` and `.fullScreenCover` are not findings.

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var steps: [String]
}

struct RecipeView: View {
    @State private var showingEditor = false
    @State private var cookingRecipe: Recipe?
    let recipe: Recipe

    var body: some View {
        List(recipe.steps, id: \.self) { step in
            Text(step)
        }
        .navigationTitle(recipe.name)
        .toolbar {
            Button("Edit") { showingEditor = true }
            Button("Cook") { cookingRecipe = recipe }
        }
        .sheet(isPresented: $showingEditor) {
            RecipeEditorView(recipe: recipe)
        }
        .fullScreenCover(item: $cookingRecipe) { item in
            CookingModeView(recipe: item)
        }
    }
}

struct RecipeEditorView: View {
    @Environment(\.dismiss) private var dismiss
    @State var recipe: Recipe

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
        }
    }
}

struct CookingModeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.steps.first ?? "") }
}

// Writes tests/data/golden/<game>.jsonl: the golden sessions of every game (see
// tests/support/golden_sessions.h). Run once from an engine whose results are the reference:
//   build/tests/golden_records_gen tests/data/golden
#include <filesystem>
#include <fstream>
#include <iostream>

#include "engine/game/game_registry.h"
#include "tests/support/golden_sessions.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: golden_records_gen OUT_DIR\n";
        return 2;
    }
    std::filesystem::create_directories(argv[1]);
    for (const auto* game : nashlab::engine::GameRegistry::builtin().games()) {
        std::ofstream out(std::filesystem::path(argv[1]) / (game->id() + ".jsonl"));
        for (int i = 0; i < nashlab::test::kGoldenSessionsPerGame; ++i)
            out << nashlab::test::goldenLine(*game, i).dump() << '\n';
        if (!out) {
            std::cerr << "golden_records_gen: could not write " << game->id() << "\n";
            return 3;
        }
        std::cout << game->id() << " written\n";
    }
    return 0;
}

// The classroom room's message handling (Room::received) on arbitrary input: each line of the input
// is one WebSocket message from one of three clients (the line's first byte picks which), as a
// hostile page could send. The room must answer every message, never crash, and never seat anyone
// without the join code or control the room without the instructor's token.
#include <QCoreApplication>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "classroom/room.h"
#include "engine/game/game_registry.h"

namespace {

using nashlab::engine::Json;

class SilentClient final : public nashlab::classroom::RoomClient {
public:
    void send(const Json& message) override { last = message.value("type", ""); }
    void close(const std::string&) override { closed = true; }
    std::string last;
    bool closed = false;
};

nashlab::engine::ExperimentSpec guessSpec() {
    const Json j = {
        {"name", "fuzz"},
        {"game", "guess_average"},
        {"rounds", 2},
        {"seed", 1},
        {"seats", Json::array({{{"type", "human"}}, {{"type", "human"}}, {{"type", "bot"}, {"strategy", "random"}}})}};
    return nashlab::engine::parseExperimentSpec(j, nashlab::engine::GameRegistry::builtin(), 0).value();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);  // the room's timer needs an event dispatcher
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const nashlab::engine::ExperimentSpec spec = guessSpec();
    const auto* game = nashlab::engine::GameRegistry::builtin().find("guess_average");
    nashlab::classroom::Room room(*game, spec, {});
    SilentClient clients[3];
    for (auto& c : clients) room.connected(&c);
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::size_t start = 0;
    while (start < input.size()) {
        std::size_t end = input.find('\n', start);
        if (end == std::string::npos) end = input.size();
        const std::string line = input.substr(start, end - start);
        start = end + 1;
        if (line.empty()) continue;
        SilentClient& from = clients[static_cast<unsigned char>(line[0]) % 3];
        if (from.closed) continue;
        const Json message = Json::parse(line.begin() + 1, line.end(), nullptr, false);
        if (message.is_discarded() || !message.is_object())
            room.refused(&from, "bad_message", "A message is one JSON object");
        else
            room.received(&from, message);
        if (from.last.empty()) __builtin_trap();  // every message gets an answer
        from.last.clear();
    }
    // Only the code seats a student and only the instructor token starts the room.
    if (room.phase() != nashlab::classroom::RoomPhase::Lobby) __builtin_trap();
    for (auto& c : clients) room.disconnected(&c);
    return 0;
}

#include "ui/boards/hanabi_table.h"

#include "ui/common/presentation.h"
#include "ui/common/run_model.h"

namespace nashlab::ui {
namespace {

using engine::Json;

QString text(const Json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                                  : QString();
}

int integer(const Json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : 0;
}

}  // namespace

bool HanabiTable::isHanabi(const QString& game) {
    return presentationOf(game).kind == engine::Presentation::Kind::HanabiTable;
}

std::optional<HanabiTable> HanabiTable::fromSession(const SessionView& s, int rounds) {
    if (!isHanabi(s.game)) return std::nullopt;
    HanabiTable t;
    const std::size_t n = rounds < 0 ? s.rounds.size() : std::min(s.rounds.size(), static_cast<std::size_t>(rounds));
    if (n == 0) return t;
    const engine::RoundOutcome& r = s.rounds[n - 1];
    const Json& p = r.publicReport;
    if (p.contains("fireworks") && p["fireworks"].is_object())
        for (const auto& [colour, height] : p["fireworks"].items())
            t.fireworks.emplace_back(QString::fromStdString(colour),
                                     height.is_number_integer() ? height.get<int>() : 0);
    // The deck's colour order (Red, Yellow, Green, White, Blue), not the JSON object's.
    static const QStringList order = {QStringLiteral("Red"), QStringLiteral("Yellow"), QStringLiteral("Green"),
                                      QStringLiteral("White"), QStringLiteral("Blue")};
    std::sort(t.fireworks.begin(), t.fireworks.end(),
              [](const auto& a, const auto& b) { return order.indexOf(a.first) < order.indexOf(b.first); });
    t.infoTokens = integer(p, "info_tokens");
    t.lifeTokens = integer(p, "life_tokens");
    t.deckSize = integer(p, "deck_size");
    t.score = integer(p, "score");
    t.lastSeat = integer(p, "seat");
    t.lastMove = text(p, "move");
    t.lastCard = text(p, "card");
    t.lastFits = p.value("fits", Json()).is_boolean() && p["fits"].get<bool>();
    t.lastHint = !text(p, "hint_colour").isEmpty() ? text(p, "hint_colour")
                                                   : (p.contains("hint_rank") && p["hint_rank"].is_number_integer()
                                                          ? QString::number(p["hint_rank"].get<int>())
                                                          : QString());
    t.over = !text(p, "end").isEmpty();
    // Seat i's hand is in its partner's report.
    if (r.privateReports.is_array() && r.privateReports.size() >= 2)
        for (int seat = 0; seat < 2; ++seat) {
            const Json& cards = r.privateReports[static_cast<std::size_t>(1 - seat)].value("partner_hand", Json());
            if (cards.is_array())
                for (const auto& c : cards)
                    if (c.is_string())
                        t.hands[static_cast<std::size_t>(seat)] << QString::fromStdString(c.get<std::string>());
        }
    return t;
}

}  // namespace nashlab::ui

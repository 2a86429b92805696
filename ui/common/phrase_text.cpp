#include "ui/common/phrase_text.h"

#include <QCoreApplication>
#include <QLocale>

#include "engine/game/game_registry.h"

namespace nashlab::ui {
namespace {

QString numberInLocale(double value, int decimals) {
    QString text = QLocale().toString(value, 'f', decimals);
    // 12.50 → 12.5, 3.00 → 3: the fewest decimals that say the value.
    const QChar point = QLocale().decimalPoint().front();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0'))) text.chop(1);
        if (text.endsWith(point)) text.chop(1);
    }
    return text == QStringLiteral("-0") ? QStringLiteral("0") : text;
}

}  // namespace

QString gameText(const std::string& english) {
    return english.empty() ? QString() : QCoreApplication::translate("Games", english.c_str());
}

const engine::HumanView& humanViewOf(const QString& gameId) {
    static const engine::HumanView generic;
    const engine::Game* game = engine::GameRegistry::builtin().find(gameId.toStdString());
    return game ? game->humanView() : generic;
}

QString plainSeatName(int seat) { return QCoreApplication::translate("HumanView", "Seat %1").arg(seat + 1); }

QString phraseText(const engine::Phrase& phrase, const SeatNamer& seatName) {
    const QString text = QCoreApplication::translate("HumanView", phrase.text.c_str());
    // One pass over the text, so an argument holding "%1" (a seat's name, a player's words) is
    // never read again; "%12" is the twelfth argument, not the first followed by a 2.
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        qsizetype j = i + 1;
        std::size_t n = 0;
        while (text.at(i) == QLatin1Char('%') && j < text.size() && text.at(j).isDigit())
            n = n * 10 + static_cast<std::size_t>(text.at(j++).digitValue());
        if (j == i + 1 || n == 0 || n > phrase.args.size()) {
            out += text.at(i);
            continue;
        }
        const engine::PhraseArg& a = phrase.args[n - 1];
        switch (a.kind) {
        case engine::PhraseArg::Kind::Number: out += numberInLocale(a.number, a.decimals); break;
        case engine::PhraseArg::Kind::Seat: out += seatName ? seatName(a.seat) : plainSeatName(a.seat); break;
        case engine::PhraseArg::Kind::Verbatim: out += QString::fromStdString(a.text); break;
        case engine::PhraseArg::Kind::Nested:
            if (!a.nested.empty()) out += phraseText(a.nested.front(), seatName);
            break;
        }
        i = j - 1;
    }
    return out;
}

QString phraseLines(const std::vector<engine::Phrase>& lines, const SeatNamer& seatName) {
    QStringList out;
    for (const auto& line : lines) out << phraseText(line, seatName);
    return out.join(QLatin1Char('\n'));
}

}  // namespace nashlab::ui

#include "ui/boards/talk_feed.h"

#include <QScrollBar>

#include "ui/common/presentation.h"

namespace nashlab::ui {
namespace {

using engine::Json;

// The word pairs' keys: "civilian" and the hidden role's, which the reports also use for the
// side that won ("end") and for the hidden player's seat.
std::string hiddenRole(const Json& words) {
    if (words.is_object())
        for (const auto& item : words.items())
            if (item.key() != "civilian") return item.key();
    return {};
}

QString text(const Json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                                  : QString();
}

int integer(const Json& j, const char* key, int otherwise = -1) {
    return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : otherwise;
}

// "1 hat, 2 balls, 0 apples" from {"hats":1,"balls":2,"apples":0}.
QString itemsText(const Json& items) {
    const int hats = integer(items, "hats", 0), balls = integer(items, "balls", 0),
              apples = integer(items, "apples", 0);
    return TalkFeed::tr("%1, %2, %3")
        .arg(hats == 1 ? TalkFeed::tr("1 hat") : TalkFeed::tr("%1 hats").arg(hats),
             balls == 1 ? TalkFeed::tr("1 ball") : TalkFeed::tr("%1 balls").arg(balls),
             apples == 1 ? TalkFeed::tr("1 apple") : TalkFeed::tr("%1 apples").arg(apples));
}

// What `items` is worth to a player whose values (per item, keys hat/ball/apple) are `values`.
int worth(const Json& items, const Json& values) {
    return integer(items, "hats", 0) * integer(values, "hat", 0) +
           integer(items, "balls", 0) * integer(values, "ball", 0) +
           integer(items, "apples", 0) * integer(values, "apple", 0);
}

}  // namespace

TalkFeed::TalkFeed(QWidget* parent) : QTextBrowser(parent) {
    setObjectName(QStringLiteral("talkFeed"));
    setOpenLinks(false);
}

bool TalkFeed::isTalkGame(const QString& game) { return presentationOf(game).kind == engine::Presentation::Kind::Talk; }

QString TalkFeed::name(int seat) const {
    return seat >= 0 && seat < m_names.size() ? m_names[seat].toHtmlEscaped() : QString::number(seat + 1);
}

void TalkFeed::showSession(const SessionView& s, int rounds, const QStringList& names) {
    m_names = names;
    const std::size_t n = rounds < 0 ? s.rounds.size() : std::min(s.rounds.size(), static_cast<std::size_t>(rounds));
    const bool atEnd = verticalScrollBar()->value() >= verticalScrollBar()->maximum() - 4;
    setHtml(presentationOf(s.game).talk == engine::Presentation::TalkKind::CluesAndVotes ? undercoverHtml(s, n)
                                                                                         : bargainHtml(s, n));
    if (atEnd) verticalScrollBar()->setValue(verticalScrollBar()->maximum());  // follow the talk as it comes
}

QString TalkFeed::undercoverHtml(const SessionView& s, std::size_t n) const {
    QString html;
    int gameRound = 0;
    Json words;
    const Json* last = n > 0 ? &s.rounds[n - 1].publicReport : nullptr;
    const bool over = last && !text(*last, "end").isEmpty();
    // Each seat's word, from the record's private reports (the audience's secret until shown).
    QStringList seatWords;
    if (n > 0 && s.rounds[0].privateReports.is_array())
        for (const auto& r : s.rounds[0].privateReports) seatWords << text(r, "word");
    if ((m_revealAll || over) && !seatWords.isEmpty()) {
        QStringList who;
        for (int i = 0; i < seatWords.size(); ++i) who << tr("%1: “%2”").arg(name(i), seatWords[i].toHtmlEscaped());
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Words:"), who.join(QStringLiteral(" · ")));
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Json& p = s.rounds[i].publicReport;
        const int r = integer(p, "game_round", 0);
        if (r != gameRound) {
            gameRound = r;
            html += QStringLiteral("<h3>%1</h3>").arg(tr("Round %1").arg(r));
        }
        if (text(p, "step") == QLatin1String("clue")) {
            const QString clue = text(p, "clue");
            html += QStringLiteral("<b>%1</b>: %2<br>")
                        .arg(name(integer(p, "seat", 0)),
                             clue.isEmpty() ? tr("(no clue)") : tr("“%1”").arg(clue.toHtmlEscaped()));
            continue;
        }
        QStringList votes, tally;
        const Json& cast = p.contains("votes") ? p["votes"] : Json();
        for (std::size_t v = 0; cast.is_array() && v < cast.size(); ++v)
            if (cast[v].is_number_integer())
                votes << tr("%1 → %2").arg(name(static_cast<int>(v)), name(cast[v].get<int>()));
        const Json& counts = p.contains("tally") ? p["tally"] : Json();
        for (std::size_t v = 0; counts.is_array() && v < counts.size(); ++v)
            if (counts[v].is_number_integer() && counts[v].get<int>() > 0)
                tally << tr("%1 × %2").arg(name(static_cast<int>(v))).arg(counts[v].get<int>());
        html +=
            QStringLiteral("<p><i>%1</i> %2<br><i>%3</i> %4<br><b>%5</b></p>")
                .arg(tr("Votes:"), votes.isEmpty() ? tr("none") : votes.join(QStringLiteral(", ")), tr("Tally:"),
                     tally.isEmpty() ? tr("none") : tally.join(QStringLiteral(", ")),
                     p.value("tie", false) ? tr("%1 is out (a tie, drawn by lot)").arg(name(integer(p, "eliminated")))
                                           : tr("%1 is out").arg(name(integer(p, "eliminated"))));
        words = p.contains("words") ? p["words"] : words;
    }
    if (over) {
        const QString end = text(*last, "end");
        const std::string role = hiddenRole(words);
        const QString result = end == QLatin1String("civilians")     ? tr("The undercover was found.")
                               : end == QString::fromStdString(role) ? tr("The undercover survived.")
                                                                     : tr("Stopped at the round limit.");
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(result, tr("The undercover was %1, with “%2”; the others had “%3”.")
                                     .arg(name(integer(*last, role.c_str())), text(words, role.c_str()).toHtmlEscaped(),
                                          text(words, "civilian").toHtmlEscaped()));
    }
    if (html.isEmpty()) html = tr("The clues will appear here.");
    return html;
}

QString TalkFeed::bargainHtml(const SessionView& s, std::size_t n) const {
    Json values[2];
    if (n > 0 && s.rounds[0].privateReports.is_array() && s.rounds[0].privateReports.size() >= 2)
        for (int i = 0; i < 2; ++i)
            values[i] = s.rounds[0].privateReports[static_cast<std::size_t>(i)].value("values", Json());
    const Json* last = n > 0 ? &s.rounds[n - 1].publicReport : nullptr;
    const bool over = last && !text(*last, "end").isEmpty();
    const bool shown = m_revealAll || over;
    QString html;
    if (shown && values[0].is_object())
        for (int i = 0; i < 2; ++i)
            html += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(name(i), tr("values a hat at %1, a ball at %2, an apple at %3")
                                          .arg(integer(values[i], "hat", 0))
                                          .arg(integer(values[i], "ball", 0))
                                          .arg(integer(values[i], "apple", 0)));
    html +=
        QStringLiteral(
            "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
            "width=\"100%\"><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
            .arg(tr("Turn"), tr("Player"), tr("Keeps"), tr("Worth to them"), tr("Worth to the other"), tr("Message"));
    for (std::size_t i = 0; i < n; ++i) {
        const Json& p = s.rounds[i].publicReport;
        const int seat = integer(p, "seat", 0);
        const QString move = text(p, "move");
        QString keeps = move == QLatin1String("deal")      ? tr("accepts the offer")
                        : move == QLatin1String("concede") ? tr("gives up")
                                                           : itemsText(p.value("keep", Json()));
        QString mine = QStringLiteral("?"), theirs = QStringLiteral("?");
        if (shown && move == QLatin1String("propose") && seat >= 0 && seat < 2) {
            mine = QString::number(worth(p["keep"], values[seat]));
            theirs = QString::number(worth(p.value("gives", Json()), values[1 - seat]));
        } else if (move != QLatin1String("propose")) {
            mine = theirs = QStringLiteral("—");
        }
        html += QStringLiteral(
                    "<tr><td>%1</td><td>%2</td><td>%3</td><td align=\"center\">%4</td><td "
                    "align=\"center\">%5</td><td>%6</td></tr>")
                    .arg(integer(p, "turn", static_cast<int>(i) + 1))
                    .arg(name(seat), keeps, mine, theirs, text(p, "message").toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (over) {
        const QString end = text(*last, "end");
        const Json& secured = last->value("value_secured", Json());
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(end == QLatin1String("deal") && secured.is_array() && secured.size() == 2
                             ? tr("Deal — %1: %2, %3: %4 (what each secured, by its own values).")
                                   .arg(name(0))
                                   .arg(secured[0].is_number() ? secured[0].get<double>() : 0)
                                   .arg(name(1))
                                   .arg(secured[1].is_number() ? secured[1].get<double>() : 0)
                             : tr("No deal: nobody gets anything."));
    }
    return html;
}

}  // namespace nashlab::ui

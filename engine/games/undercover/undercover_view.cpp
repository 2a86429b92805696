#include "engine/games/undercover/undercover_view.h"

namespace nashlab::engine::games {
namespace {

// Players listed by name from 1-based numbers.
Phrase playersList(const Json& numbers) {
    std::vector<PhraseArg> items;
    if (numbers.is_array())
        for (const auto& n : numbers)
            if (n.is_number_integer()) items.push_back(seatOf(n.get<int>() - 1));
    return listOf(items);
}

Phrase clueLine(const Json& entry) {
    if (flagAt(entry, "passed") || textAt(entry, "clue").empty())
        return {NL_TR("%1 gave no clue"), {seatOf(intAt(entry, "player", 1) - 1)}};
    return {NL_TR("%1: “%2”"), {seatOf(intAt(entry, "player", 1) - 1), verbatim(textAt(entry, "clue"))}};
}

// "seat 1 for seat 3, seat 2 for seat 3": every vote cast.
Phrase tallyPhrase(const Json& votes) {
    std::vector<PhraseArg> items;
    if (votes.is_array())
        for (const auto& v : votes)
            items.push_back(nested(
                {NL_TR("%1 for %2"), {seatOf(intAt(v, "player", 1) - 1), seatOf(intAt(v, "voted_for", 1) - 1)}}));
    return listOf(items, {NL_TR("no votes"), {}});
}

}  // namespace

std::vector<Phrase> UndercoverView::situation(const Json& o, int /*seat*/) const {
    std::vector<Phrase> lines;
    lines.push_back({NL_TR("Your secret word: %1"), {verbatim(textAt(o, "your_word"))}});
    lines.push_back({NL_TR("Round %1. Still in: %2. Out: %3."),
                     {num(intAt(o, "game_round", 1), 0), nested(playersList(memberAt(o, "alive"))),
                      nested(playersList(memberAt(o, "out")))}});
    // Earlier rounds, as the history holds them: their clues, then the vote.
    const Json& history = memberAt(o, "history");
    if (history.is_array())
        for (const auto& step : history) {
            if (textAt(step, "step") == "clue") {
                lines.push_back(
                    {NL_TR("Round %1 clue — %2"), {num(intAt(step, "game_round", 1), 0), nested(clueLine(step))}});
            } else {
                lines.push_back({flagAt(step, "tie") ? NL_TR("Round %1 vote — %2; %3 went out (a tie, drawn by lot)")
                                                     : NL_TR("Round %1 vote — %2; %3 went out"),
                                 {num(intAt(step, "game_round", 1), 0), nested(tallyPhrase(memberAt(step, "votes"))),
                                  seatOf(intAt(step, "eliminated", 1) - 1)}});
            }
        }
    const Json& clues = memberAt(o, "clues_this_round");
    if (clues.is_array() && !clues.empty()) {
        lines.push_back({NL_TR("Clues this round:"), {}});
        for (const auto& c : clues) lines.push_back(clueLine(c));
    }
    if (textAt(o, "phase") == "vote")
        lines.push_back({NL_TR("Vote out the player you think has a different word (not yourself)."), {}});
    else
        lines.push_back({NL_TR("Give one short clue about your word, without saying it."), {}});
    return lines;
}

std::vector<FormField> UndercoverView::form(const ActionSpec& spec, const Json& o, int /*seat*/) const {
    std::vector<FormField> fields;
    for (const auto& f : spec.fields) {
        FormField field = genericField(f);
        if (f.name == "clue") {
            field.label = {NL_TR("Your clue"), {}};
            field.help = {NL_TR("a few words, at most %1 characters; your word itself is not allowed"),
                          {num(f.max.value_or(0), 0)}};
        } else if (f.name == "vote") {
            field.kind = InputKind::Seat;
            field.label = {NL_TR("Vote out"), {}};
            field.help = {};
            field.choices.clear();
            const Json& options = memberAt(o, "vote_options");
            if (options.is_array())
                for (const auto& n : options)
                    if (n.is_number_integer()) field.choices.push_back({n, {"%1", {seatOf(n.get<int>() - 1)}}});
        } else if (f.name == "guess") {
            continue;  // a probe of a model's reasoning: a person votes with one click
        }
        fields.push_back(std::move(field));
    }
    return fields;
}

Phrase UndercoverView::action(const Json& a, int /*seat*/) const {
    if (a.is_object() && a.contains("clue") && a["clue"].is_string()) return {"“%1”", {verbatim(textAt(a, "clue"))}};
    if (a.is_object() && a.contains("vote") && a["vote"].is_number_integer())
        return {NL_TR("votes out %1"), {seatOf(a["vote"].get<int>() - 1)}};
    return {"—", {}};
}

std::vector<HeaderField> UndercoverView::roundHeader(const RoundOutcome& r) const {
    const Json& p = r.publicReport;
    std::vector<HeaderField> fields;
    fields.push_back({{NL_TR("Round"), {}}, {"%1", {numberOrDash(memberAt(p, "game_round"), 0)}}});
    if (textAt(p, "step") == "clue") {
        Phrase said = flagAt(p, "passed")
                          ? Phrase{NL_TR("%1 gave no clue"), {seatOf(intAt(p, "seat", 0))}}
                          : Phrase{NL_TR("%1: “%2”"), {seatOf(intAt(p, "seat", 0)), verbatim(textAt(p, "clue"))}};
        fields.push_back({{NL_TR("Clue"), {}}, said});
    } else {
        std::vector<PhraseArg> tally;
        const Json& counts = memberAt(p, "tally");
        if (counts.is_array())
            for (std::size_t s = 0; s < counts.size(); ++s)
                if (counts[s].is_number_integer() && counts[s].get<int>() > 0)
                    tally.push_back(
                        nested({NL_TR("%1 × %2"), {seatOf(static_cast<int>(s)), num(counts[s].get<int>(), 0)}}));
        fields.push_back({{NL_TR("Votes"), {}}, listOf(tally, {NL_TR("no votes"), {}})});
        fields.push_back(
            {{NL_TR("Out"), {}},
             {flagAt(p, "tie") ? NL_TR("%1 (a tie, drawn by lot)") : "%1", {seatOf(intAt(p, "eliminated", 0))}}});
    }
    const std::string end = textAt(p, "end");
    if (!end.empty()) {
        const Json& words = memberAt(p, "words");
        fields.push_back({{NL_TR("Result"), {}},
                          end == "civilians"    ? Phrase{NL_TR("the undercover was found"), {}}
                          : end == "undercover" ? Phrase{NL_TR("the undercover survived"), {}}
                                                : Phrase{NL_TR("stopped at the round limit"), {}}});
        fields.push_back({{NL_TR("Undercover"), {}},
                          {NL_TR("%1, word “%2”; the others had “%3”"),
                           {seatOf(intAt(p, "undercover", 0)), verbatim(textAt(words, "undercover")),
                            verbatim(textAt(words, "civilian"))}}});
    }
    return fields;
}

}  // namespace nashlab::engine::games

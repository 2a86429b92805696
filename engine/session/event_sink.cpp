#include "engine/session/event_sink.h"

namespace nashlab::engine {
namespace {

EventType typeOf(const Json& event) {
    return eventTypeOf(event).value_or(EventType::SessionAborted);  // unknown kinds are rare and worth a flush
}

}  // namespace

void EventSink::writeBlock(std::string_view text, const std::vector<EventLine>& lines, bool reproducible) {
    for (const auto& l : lines) writeText(text.substr(l.offset, l.length), l.type, worthAFlush(l, reproducible));
}

void TextBufferSink::close(std::size_t start, EventType type, bool durable) {
    lines.push_back({start, text.size() - start, type, durable});
    text += '\n';
}

void TextBufferSink::writeEvent(const Json& event, bool durable) {
    const std::size_t start = text.size();
    appendJsonValue(text, event);
    close(start, typeOf(event), durable);
}

void TextBufferSink::writeDecision(const DecisionEvent& event) {
    const std::size_t start = text.size();
    if (m_keepText) event.appendTo(text);
    close(start, EventType::Decision, !event.bot);
}

void TextBufferSink::writeRound(const RoundEvent& event) {
    const std::size_t start = text.size();
    if (m_keepText) event.appendTo(text);
    close(start, EventType::RoundCompleted, !event.botsOnly);
}

void TextBufferSink::writeText(std::string_view line, EventType type, bool durable) {
    const std::size_t start = text.size();
    text.append(line);
    close(start, type, durable);
}

void TextBufferSink::replayInto(EventSink& sink, bool reproducible) const {
    sink.writeBlock(text, lines, reproducible);
}

}  // namespace nashlab::engine

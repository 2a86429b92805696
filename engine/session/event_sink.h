#pragma once
// EventSink: where a session's events go (the run folder's events.jsonl, the GUI, a test).
#include <functional>
#include <vector>

#include "engine/core/json.h"

namespace nashlab::engine {

class EventSink {
public:
    virtual ~EventSink() = default;
    /// Receives one complete event object; must not call back into the runner.
    virtual void write(const Json& event) = 0;
};

/// Collects events in memory (tests, previews).
class MemorySink final : public EventSink {
public:
    void write(const Json& event) override { events.push_back(event); }
    std::vector<Json> events;
};

/// Forwards to several sinks in order.
class TeeSink final : public EventSink {
public:
    explicit TeeSink(std::vector<EventSink*> sinks) : m_sinks(std::move(sinks)) {}
    void write(const Json& event) override {
        for (auto* s : m_sinks) s->write(event);
    }

private:
    std::vector<EventSink*> m_sinks;
};

}  // namespace nashlab::engine

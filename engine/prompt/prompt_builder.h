#pragma once
// PromptBuilder: renders the messages a seat receives from its game's template set.
//   system: persona + rules (static, first, so providers' prompt caching applies)
//   user:   the last `historyDepth` rounds (0 none, -1 all), the round's request, the answer
//           format (optionally chain of thought), and feedback on a rejected attempt.
#include <string>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/action_spec.h"
#include "engine/prompt/template_store.h"
#include "engine/session/seat.h"

namespace nashlab::engine {

struct PromptOptions {
    std::string persona;          ///< free text put before the rules; empty for none
    int historyDepth = -1;        ///< past rounds shown: 0 none, -1 all, k the last k
    bool chainOfThought = false;  ///< ask for an "explanation" field before the answer
    std::string feedback;         ///< why the previous attempt was rejected
};

class PromptBuilder {
public:
    explicit PromptBuilder(TemplateStore store = TemplateStore());

    /// Renders the messages for one decision. `observation` is State::observation(seat);
    /// its "history" array holds the past rounds, oldest first.
    Result<std::vector<Message>> build(const std::string& gameId, const Json& observation, const ActionSpec& spec,
                                       const PromptOptions& options) const;

    /// The answer-format instruction appended to every request.
    static std::string answerFormat(const ActionSpec& spec, bool chainOfThought);

private:
    Result<std::string> render(const std::string& gameId, const std::string& name, const Json& data) const;
    TemplateStore m_store;
};

}  // namespace nashlab::engine

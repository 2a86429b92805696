#pragma once
// A small AucArena auction played by two LLM bidders against the fake server, for the provider test
// and the GUI test (which reopens its run folder). Two items (Item 1: $1,000 start, $2,000 value;
// Item 2: $5,000, $10,000), $20,000 each, adaptive planning, beliefs corrected.
//   Plans: Bidder 1 {Item 1: 3, Item 2: 1}, Bidder 2 {Item 1: 1, Item 2: 3}.
//   Item 1: Bidder 1 alone opens at $1,000 and buys it; Item 2: Bidder 2 alone at $5,000.
//   Belief after Item 1: Bidder 1 first claims $20,000 left (wrong: $19,000), is corrected once.
//   Replan after Item 1: Bidder 1 {Item 2: 2} (changed), Bidder 2 {Item 2: 3}.
#include <string>

#include "engine/core/json.h"
#include "tests/support/fake_llm_server.h"

namespace nashlab::test {

/// The fake models' answer to one chat request of that auction.
std::string aucarenaFakeAnswer(const ReceivedRequest& request);

/// Plays it into a new run folder under `runsDir` (the server must be listening); returns the folder.
engine::Result<std::string> playAucarenaWithFakeLlm(FakeLlmServer& server, const std::string& runsDir);

}  // namespace nashlab::test

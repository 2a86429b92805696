#pragma once
// PriceTable: turns token usage into money. The built-in table is resources/prices.json (compiled
// in); a prices.json in the data folder (NASHLAB_DATA_DIR) overrides or adds entries.
// Entries are "provider/model" or just "model", in price per million tokens.
#include <map>
#include <optional>
#include <string>

#include "engine/core/json.h"
#include "engine/session/seat.h"

namespace nashlab::providers {

struct Price {
    double inputPerMillion = 0;
    double outputPerMillion = 0;
};

class PriceTable {
public:
    /// The built-in table overlaid with the user's file, if any. `warning` names a bad user file.
    static PriceTable load(std::string* warning = nullptr);
    /// The built-in table's JSON text (resources/prices.json).
    static std::string builtinText();
    /// Where the user's table lives: <data folder>/prices.json.
    static std::string userFilePath();
    /// Adds or replaces entries from a JSON table ({"currency":..., "models": {...}}).
    engine::Status merge(const engine::Json& table);

    std::optional<Price> find(const std::string& provider, const std::string& model) const;
    /// Cost of one call; nullopt when the model is not in the table.
    std::optional<double> cost(const std::string& provider, const std::string& model, const engine::Usage& usage) const;
    const std::string& currency() const { return m_currency; }

private:
    std::string m_currency = "USD";
    std::map<std::string, Price> m_prices;
};

}  // namespace nashlab::providers

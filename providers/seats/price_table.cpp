#include "providers/seats/price_table.h"

#include <QFile>

#include "providers/config/app_paths.h"

namespace nashlab::providers {

std::string PriceTable::builtinText() {
    QFile builtin(QStringLiteral(":/nashlab/prices.json"));
    return builtin.open(QIODevice::ReadOnly) ? builtin.readAll().toStdString() : std::string();
}

std::string PriceTable::userFilePath() { return AppPaths::resolve().data.toStdString() + "/prices.json"; }

PriceTable PriceTable::load(std::string* warning) {
    PriceTable table;
    if (const auto j = engine::parseJson(builtinText(), "prices.json")) (void)table.merge(j.value());
    const std::string user = userFilePath();
    if (QFile::exists(QString::fromStdString(user))) {
        auto j = engine::readJsonFile(user);
        auto merged = j ? table.merge(j.value()) : engine::Status(j.error());
        if (!merged && warning) *warning = user + " is not used: " + merged.error().message;
    }
    return table;
}

engine::Status PriceTable::merge(const engine::Json& table) {
    if (!table.is_object() || !table.contains("models") || !table["models"].is_object())
        return engine::Error::make("parse", "a price table needs a \"models\" object");
    for (const auto& [name, entry] : table["models"].items()) {
        if (!entry.is_object() || !entry.value("input", engine::Json()).is_number() ||
            !entry.value("output", engine::Json()).is_number())
            return engine::Error::make(
                "parse", "price entry '" + name + "' needs numbers \"input\" and \"output\" (per million tokens)");
        const double input = entry["input"].get<double>(), output = entry["output"].get<double>();
        if (input < 0 || output < 0)
            return engine::Error::make("parse", "price entry '" + name + "' has a negative price");
        m_prices[name] = {input, output};
    }
    if (table.contains("currency") && table["currency"].is_string()) m_currency = table["currency"].get<std::string>();
    return engine::okStatus();
}

std::optional<Price> PriceTable::find(const std::string& provider, const std::string& model) const {
    auto it = m_prices.find(provider + "/" + model);
    if (it == m_prices.end()) it = m_prices.find(model);
    if (it == m_prices.end()) return std::nullopt;
    return it->second;
}

std::optional<double> PriceTable::cost(const std::string& provider, const std::string& model,
                                       const engine::Usage& usage) const {
    const auto price = find(provider, model);
    if (!price) return std::nullopt;
    return (usage.promptTokens * price->inputPerMillion + usage.completionTokens * price->outputPerMillion) / 1e6;
}

}  // namespace nashlab::providers

#include "ui/compose/design_fields.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <set>

#include "ui/common/phrase_text.h"

namespace nashlab::ui {

using engine::Json;

namespace {

// lupdate files a tr() outside a class under its namespace: the same context here.
QString tr(const char* text) { return QCoreApplication::translate("nashlab::ui", text); }

// The seat fields offered for each kind of seat (the engine's kBotKeys / kLlmKeys / kHumanKeys
// hold more; those can be typed).
QStringList seatFieldsOf(const std::string& type) {
    if (type == "bot") return {QStringLiteral("strategy"), QStringLiteral("persona")};
    if (type == "llm")
        return {QStringLiteral("model"), QStringLiteral("provider"), QStringLiteral("temperature"),
                QStringLiteral("persona"), QStringLiteral("max_tokens")};
    return {QStringLiteral("persona")};
}

// The seat field part of a path: "strategy" for "seats[0].strategy", else "".
QString seatField(const QString& path) {
    static const QRegularExpression seat(QStringLiteral(R"(^seats\[(\d+|\*)\]\.(\w+)$)"));
    const auto m = seat.match(path);
    return m.hasMatch() ? m.captured(2) : QString();
}

const engine::ParamSpec* paramOf(const QString& path, const engine::Game* game, std::vector<engine::ParamSpec>& keep) {
    if (!game || !path.startsWith(QLatin1String("params."))) return nullptr;
    keep = game->params();
    const std::string key = path.mid(7).toStdString();
    for (const auto& p : keep)
        if (p.key == key) return &p;
    return nullptr;
}

LevelKind kindOf(const QString& path) {
    static const std::set<QString> ints = {QStringLiteral("rounds"), QStringLiteral("history_depth"),
                                           QStringLiteral("invalid_answers.max_attempts")};
    if (ints.count(path)) return LevelKind::Int;
    if (path == QLatin1String("chain_of_thought") || path == QLatin1String("invalid_answers.feedback"))
        return LevelKind::Bool;
    const QString field = seatField(path);
    if (field == QLatin1String("temperature")) return LevelKind::Real;
    if (field == QLatin1String("max_tokens") || field == QLatin1String("timeout_s")) return LevelKind::Int;
    if (field == QLatin1String("options") || path == QLatin1String("invalid_answers")) return LevelKind::Json;
    return LevelKind::Text;
}

Json parsedOrText(const std::string& text) {
    const Json value = engine::parseJsonOrDiscarded(text);
    return value.is_discarded() ? Json(text) : value;
}

}  // namespace

std::vector<DesignField> designFields(const engine::Game& game, const Json& seats) {
    std::vector<DesignField> fields;
    for (const auto& p : game.params())
        fields.push_back({QStringLiteral("params.") + QString::fromStdString(p.key),
                          p.label.empty() ? QString::fromStdString(p.key) : gameText(p.label)});
    fields.push_back({QStringLiteral("rounds"), tr("rounds")});
    fields.push_back({QStringLiteral("history_depth"), tr("history shown")});
    fields.push_back({QStringLiteral("chain_of_thought"), tr("chain of thought")});
    QStringList every;  // the fields of every seat kind present, for seats[*]
    const int n = seats.is_array() ? static_cast<int>(seats.size()) : 0;
    for (int i = 0; i < n; ++i)
        for (const QString& f : seatFieldsOf(seats[static_cast<std::size_t>(i)].value("type", "bot")))
            if (!every.contains(f)) every << f;
    for (const QString& f : every) fields.push_back({QStringLiteral("seats[*].") + f, tr("every seat: %1").arg(f)});
    for (int i = 0; i < n; ++i)
        for (const QString& f : seatFieldsOf(seats[static_cast<std::size_t>(i)].value("type", "bot")))
            fields.push_back({QStringLiteral("seats[%1].%2").arg(i).arg(f), tr("seat %1: %2").arg(i + 1).arg(f)});
    return fields;
}

Json levelValue(const QString& typed, const QString& path, const engine::Game* game) {
    const std::string text = typed.trimmed().toStdString();
    std::vector<engine::ParamSpec> keep;
    if (const engine::ParamSpec* param = paramOf(path, game, keep)) {
        // As the parameter form reads it: a list as "8, 9, 10", a number as JSON, else text.
        Json raw = param->kind == engine::ParamKind::Text ? Json(text) : parsedOrText(text);
        if (param->kind == engine::ParamKind::List && !text.empty() && text.front() != '[')
            raw = parsedOrText("[" + text + "]");
        if (param->kind == engine::ParamKind::Choice) raw = text;
        auto valid = engine::validateParam(*param, raw);
        return valid ? valid.value() : raw;
    }
    switch (kindOf(path)) {
    case LevelKind::Int:
    case LevelKind::Real:
    case LevelKind::Json: {
        const Json v = parsedOrText(text);
        return v.is_number() || kindOf(path) == LevelKind::Json ? v : Json(text);
    }
    case LevelKind::Bool:
        if (typed.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 || text == "yes" || text == "1")
            return true;
        if (typed.trimmed().compare(QLatin1String("false"), Qt::CaseInsensitive) == 0 || text == "no" || text == "0")
            return false;
        return text;
    case LevelKind::Text: break;
    }
    return text;
}

QString levelText(const Json& value) {
    if (value.is_string()) return QString::fromStdString(value.get<std::string>());
    if (value.is_number_float()) return QString::fromStdString(engine::formatNumber(value.get<double>(), 10));
    if (value.is_array() && !value.empty()) {
        QStringList parts;
        for (const auto& v : value) parts << levelText(v);
        return parts.join(QStringLiteral(", "));
    }
    return QString::fromStdString(value.dump());
}

QStringList levelSuggestions(const QString& path, const engine::Game* game) {
    QStringList out;
    if (!game) return out;
    std::vector<engine::ParamSpec> keep;
    if (const engine::ParamSpec* param = paramOf(path, game, keep)) {
        for (const auto& c : param->choices) out << QString::fromStdString(c);
        if (param->kind == engine::ParamKind::Bool) out << QStringLiteral("true") << QStringLiteral("false");
    } else if (seatField(path) == QLatin1String("strategy")) {
        for (const auto& s : game->strategies()) out << QString::fromStdString(s.id);
    } else if (seatField(path) == QLatin1String("provider")) {
        out << QStringLiteral("openai") << QStringLiteral("anthropic") << QStringLiteral("gemini")
            << QStringLiteral("ollama");
    } else if (kindOf(path) == LevelKind::Bool) {
        out << QStringLiteral("true") << QStringLiteral("false");
    }
    return out;
}

QString autoFactorName(const QString& path) {
    if (path.startsWith(QLatin1String("params."))) return path.mid(7);
    static const QRegularExpression seat(QStringLiteral(R"(^seats\[(\d+|\*)\]\.(\w+)$)"));
    if (const auto m = seat.match(path); m.hasMatch())
        return m.captured(1) == QLatin1String("*")
                   ? QStringLiteral("all.") + m.captured(2)
                   : QStringLiteral("seat%1.%2").arg(m.captured(1).toInt() + 1).arg(m.captured(2));
    QString name = path;
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.=+,-]")), QStringLiteral("_"));
    return name;
}

namespace {

// seats[I].F of a path rewritten for one row per seat, or an error naming the path.
engine::Result<std::string> rowPath(const std::string& path, const std::vector<std::pair<int, int>>& entries,
                                    int total) {
    static const QRegularExpression seat(QStringLiteral(R"(^seats\[(\d+)\]\.(.+)$)"));
    const auto m = seat.match(QString::fromStdString(path));
    if (!m.hasMatch()) return path;
    const std::size_t i = m.captured(1).toULong();
    if (i >= entries.size()) return path;  // the engine names an index past the list
    const auto [first, count] = entries[i];
    if (count == 1) return QStringLiteral("seats[%1].%2").arg(first).arg(m.captured(2)).toStdString();
    if (count == total) return QStringLiteral("seats[*].%1").arg(m.captured(2)).toStdString();
    return engine::Error::make("invalid_spec", "field '" + path + "' sets a seat entry of " + std::to_string(count) +
                                                   " seats, which the seat table lists one by one");
}

}  // namespace

engine::Result<Json> blockForSeatRows(const Json& block, const Json& baseSeats, int defaultSeatCount) {
    // Each entry as (its first seat, its seat count); a spec without "seats" has one default entry.
    std::vector<std::pair<int, int>> entries;
    int total = 0;
    if (baseSeats.is_array()) {
        for (const auto& e : baseSeats) {
            const int count =
                e.is_object() && e.contains("count") && e["count"].is_number_integer() ? e["count"].get<int>() : 1;
            entries.emplace_back(total, count);
            total += count;
        }
    } else {
        entries.emplace_back(0, defaultSeatCount);
        total = defaultSeatCount;
    }
    Json out = block;
    out.erase("base");
    out.erase("expanded");
    if (out.contains("crossed") && out["crossed"].is_object()) {
        for (auto& [name, factor] : out["crossed"].items()) {
            if (!factor.is_object() || !factor.contains("field") || !factor["field"].is_string()) continue;
            auto path = rowPath(factor["field"].get<std::string>(), entries, total);
            if (!path) return path.error();
            factor["field"] = path.value();
        }
    }
    if (out.contains("listed") && out["listed"].is_array()) {
        for (auto& entry : out["listed"]) {
            if (!entry.is_object() || !entry.contains("set") || !entry["set"].is_object()) continue;
            Json set = Json::object();
            for (const auto& [field, value] : entry["set"].items()) {
                auto path = rowPath(field, entries, total);
                if (!path) return path.error();
                set[path.value()] = value;
            }
            entry["set"] = set;
        }
    }
    return out;
}

}  // namespace nashlab::ui

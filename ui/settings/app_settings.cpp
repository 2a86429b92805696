#include "ui/settings/app_settings.h"

#include <QSettings>

#include "providers/config/app_paths.h"

namespace nashlab::ui {
namespace {

QString trimmedUrl(QString url) {
    url = url.trimmed();
    while (url.endsWith(QLatin1Char('/'))) url.chop(1);
    return url;
}

}  // namespace

engine::Json Endpoint::seatFields() const {
    engine::Json j = {{"provider", provider.toStdString()}};
    if (!trimmedUrl(baseUrl).isEmpty()) j["base_url"] = trimmedUrl(baseUrl).toStdString();
    if (maxConcurrent > 0) j["max_concurrent"] = maxConcurrent;
    if (requestsPerMinute > 0) j["requests_per_minute"] = requestsPerMinute;
    if (tokensPerMinute > 0) j["tokens_per_minute"] = tokensPerMinute;
    return j;
}

bool Endpoint::matches(const QString& seatProvider, const QString& seatBaseUrl) const {
    return provider == seatProvider && trimmedUrl(baseUrl) == trimmedUrl(seatBaseUrl);
}

QList<Endpoint> defaultEndpoints() {
    return {{QStringLiteral("OpenAI"), QStringLiteral("openai"), {}},
            {QStringLiteral("Anthropic"), QStringLiteral("anthropic"), {}},
            {QStringLiteral("Gemini"), QStringLiteral("gemini"), {}},
            {QStringLiteral("Ollama"), QStringLiteral("ollama"), {}}};
}

QString AppSettings::filePath() { return providers::AppPaths::resolve().data + QStringLiteral("/settings.ini"); }

AppSettings AppSettings::load() {
    QSettings s(filePath(), QSettings::IniFormat);
    AppSettings a;
    a.runsDir = s.value(QStringLiteral("runs_dir")).toString();
    a.language = s.value(QStringLiteral("language")).toString();
    a.welcomed = s.value(QStringLiteral("welcomed"), false).toBool();
    a.recentRuns = s.value(QStringLiteral("recent_runs")).toStringList();
    a.templateDir = s.value(QStringLiteral("prompt_templates")).toString();
    const int n = s.beginReadArray(QStringLiteral("endpoints"));
    if (n > 0) a.endpoints.clear();
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        Endpoint e;
        e.name = s.value(QStringLiteral("name")).toString();
        e.provider = s.value(QStringLiteral("provider")).toString();
        e.baseUrl = s.value(QStringLiteral("base_url")).toString();
        e.maxConcurrent = s.value(QStringLiteral("max_concurrent"), 0).toInt();
        e.requestsPerMinute = s.value(QStringLiteral("requests_per_minute"), 0).toInt();
        e.tokensPerMinute = s.value(QStringLiteral("tokens_per_minute"), 0).toInt();
        if (!e.name.isEmpty() && !e.provider.isEmpty()) a.endpoints.push_back(e);
    }
    s.endArray();
    return a;
}

void AppSettings::save() const {
    QSettings s(filePath(), QSettings::IniFormat);
    s.setValue(QStringLiteral("runs_dir"), runsDir);
    s.setValue(QStringLiteral("language"), language);
    s.setValue(QStringLiteral("welcomed"), welcomed);
    s.setValue(QStringLiteral("recent_runs"), recentRuns);
    s.setValue(QStringLiteral("prompt_templates"), templateDir);
    // Endpoints only: keys go to the OS keychain, never here.
    s.remove(QStringLiteral("endpoints"));
    s.beginWriteArray(QStringLiteral("endpoints"), static_cast<int>(endpoints.size()));
    for (int i = 0; i < endpoints.size(); ++i) {
        s.setArrayIndex(i);
        const Endpoint& e = endpoints[i];
        s.setValue(QStringLiteral("name"), e.name);
        s.setValue(QStringLiteral("provider"), e.provider);
        s.setValue(QStringLiteral("base_url"), e.baseUrl);
        s.setValue(QStringLiteral("max_concurrent"), e.maxConcurrent);
        s.setValue(QStringLiteral("requests_per_minute"), e.requestsPerMinute);
        s.setValue(QStringLiteral("tokens_per_minute"), e.tokensPerMinute);
    }
    s.endArray();
}

QString AppSettings::effectiveRunsDir() const {
    return runsDir.isEmpty() ? providers::AppPaths::resolve().runs : runsDir;
}

void AppSettings::addRecentRun(const QString& dir) {
    recentRuns.removeAll(dir);
    recentRuns.prepend(dir);
    while (recentRuns.size() > 15) recentRuns.removeLast();
}

QList<QPair<QString, QString>> availableLanguages() {
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

}  // namespace nashlab::ui

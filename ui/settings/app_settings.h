#pragma once
// AppSettings: what the window remembers, in <data folder>/settings.ini (so the NASHLAB_DATA_DIR
// override also isolates settings in tests and on shared machines). API keys are NOT settings:
// they live in the OS keychain only (providers/seats/key_store.h).
#include <QList>
#include <QString>
#include <QStringList>

#include "engine/core/json.h"

namespace nashlab::ui {

/// A model server the seats can use: a provider's wire protocol at a base URL, with limits.
struct Endpoint {
    QString name;               ///< what the seat table shows, unique
    QString provider;           ///< openai, anthropic, gemini, ollama
    QString baseUrl;            ///< empty: the provider's public endpoint
    int maxConcurrent = 0;      ///< 0: the providers layer's default (16)
    int requestsPerMinute = 0;  ///< 0: no limit
    int tokensPerMinute = 0;    ///< 0: no limit

    /// The seat-spec fields this endpoint sets: provider, base_url and the limits that are set.
    engine::Json seatFields() const;
    /// Whether a seat with this provider and base URL uses this endpoint.
    bool matches(const QString& seatProvider, const QString& seatBaseUrl) const;
    bool operator==(const Endpoint&) const = default;
};

/// The four public endpoints (OpenAI, Anthropic, Gemini, a local Ollama).
QList<Endpoint> defaultEndpoints();

struct AppSettings {
    QString runsDir;         ///< empty: the default from AppPaths (NASHLAB_RUNS_DIR or <data>/runs)
    QString language;        ///< "" follows the system; otherwise "en", "zh_CN", "de"
    bool welcomed = false;   ///< the first-run demo and banner were shown
    QStringList recentRuns;  ///< run folders opened or played, newest first
    QList<Endpoint> endpoints = defaultEndpoints();
    QString templateDir;  ///< prompt templates that override the built-in ones; empty: none

    static AppSettings load();
    void save() const;
    /// The settings file (for tests and the Settings dialog's hint).
    static QString filePath();
    /// runsDir, or the default when empty.
    QString effectiveRunsDir() const;
    void addRecentRun(const QString& dir);
};

/// Languages the interface is translated into: code and the language's own name.
QList<QPair<QString, QString>> availableLanguages();

}  // namespace nashlab::ui

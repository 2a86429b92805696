#pragma once
// nashlab-cli commands. Each returns the process exit code
// (exit_codes.h).
#include <QStringList>

#include "app/cli/exit_codes.h"

namespace nashlab::cli {

int gamesCommand(const QStringList& args);
int runCommand(const QStringList& args);
int scoreCommand(const QStringList& args);
int exportCommand(const QStringList& args);
int importCommand(const QStringList& args);
int modelsCommand(const QStringList& args);
int tournamentCommand(const QStringList& args);
int riskCommand(const QStringList& args);
int mergeCommand(const QStringList& args);
int cacheCommand(const QStringList& args);
int roomCommand(const QStringList& args);

/// Prints "nashlab-cli: <message>" to standard error and returns `code`.
int fail(int code, const QString& message);
/// Looks up "--name value" in args; empty when absent. Sets *missingValue when the flag has none.
QString option(const QStringList& args, const QString& name, bool* missingValue = nullptr);
/// The arguments that are neither flags nor flag values (flags with values listed in `valued`).
QStringList positional(const QStringList& args, const QStringList& valued);
/// Refuses flags that the command does not know, naming the first one.
bool checkFlags(const QStringList& args, const QStringList& known, QString* unknown);

/// Writes a command's output file whole or not at all (engine::writeFileAtomic) and says "wrote
/// PATH" on standard error; kIo with the reason (a full disk, a missing folder) otherwise.
int writeOutputFile(const QString& path, const std::string& bytes);

/// Prints the per-seat result table and the scores of a run folder, read from its record (score).
int printRunSummary(const QString& runDir, bool asJson);
/// The leaderboard of a tournament folder, rebuilt from its record (`reference`: the entrant the
/// normalised table divides by; empty: the first entrant).
int printTournamentSummary(const QString& dir, bool asJson, const QString& reference);
}  // namespace nashlab::cli

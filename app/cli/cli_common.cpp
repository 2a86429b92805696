#include <cstdio>

#include "app/cli/cli.h"
#include "engine/core/atomic_file.h"

namespace nashlab::cli {
namespace {

bool isFlag(const QString& a) { return a.startsWith(QStringLiteral("--")); }

}  // namespace

int fail(int code, const QString& message) {
    // A NUL from a file or a server would end the line there ("%s" stops at it): shown as \0.
    QString shown = message;
    shown.replace(QChar(0), QStringLiteral("\\0"));
    std::fprintf(stderr, "nashlab-cli: %s\n", qUtf8Printable(shown));
    return code;
}

QString option(const QStringList& args, const QString& name, bool* missingValue) {
    const qsizetype at = args.indexOf(name);
    if (at < 0) return {};
    // An empty value ("--shard ''") is as good as none: read as absent, it would run the whole design.
    if (at + 1 == args.size() || isFlag(args[at + 1]) || args[at + 1].isEmpty()) {
        if (missingValue) *missingValue = true;
        return {};
    }
    return args[at + 1];
}

QStringList positional(const QStringList& args, const QStringList& valued) {
    QStringList out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (isFlag(args[i])) {
            if (valued.contains(args[i])) ++i;
            continue;
        }
        out << args[i];
    }
    return out;
}

int writeOutputFile(const QString& path, const std::string& bytes) {
    if (auto written = engine::writeFileAtomic(path.toStdString(), bytes); !written)
        return fail(kIo, QString::fromStdString(written.error().message));
    std::fprintf(stderr, "wrote %s\n", qUtf8Printable(path));
    return kOk;
}

bool checkFlags(const QStringList& args, const QStringList& known, QString* unknown) {
    for (const QString& a : args)
        if (isFlag(a) && !known.contains(a)) {
            *unknown = a;
            return false;
        }
    return true;
}

}  // namespace nashlab::cli

#include <cstdio>

#include "app/cli/cli.h"

namespace nashlab::cli {

int fail(int code, const QString& message) {
    std::fprintf(stderr, "nashlab-cli: %s\n", qUtf8Printable(message));
    return code;
}

QString option(const QStringList& args, const QString& name, bool* missingValue) {
    const int i = static_cast<int>(args.indexOf(name));
    if (i < 0) return {};
    if (i + 1 >= args.size() || args.at(i + 1).startsWith(QStringLiteral("--"))) {
        if (missingValue) *missingValue = true;
        return {};
    }
    return args.at(i + 1);
}

QStringList positional(const QStringList& args, const QStringList& valued) {
    QStringList out;
    for (int i = 0; i < args.size(); ++i) {
        if (args.at(i).startsWith(QStringLiteral("--"))) {
            if (valued.contains(args.at(i))) ++i;
            continue;
        }
        out << args.at(i);
    }
    return out;
}

bool checkFlags(const QStringList& args, const QStringList& known, QString* unknown) {
    for (const QString& a : args) {
        if (a.startsWith(QStringLiteral("--")) && !known.contains(a)) {
            *unknown = a;
            return false;
        }
    }
    return true;
}

}  // namespace nashlab::cli

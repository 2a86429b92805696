#include <cstdio>

#include "app/cli/arguments.h"
#include "app/cli/cli.h"
#include "engine/core/atomic_file.h"

namespace nashlab::cli {
namespace {

// The QStringList forms read the arguments as the light front does (arguments.h).
QStringList toQt(const Arguments& list) {
    QStringList out;
    for (const auto& s : list) out << QString::fromStdString(s);
    return out;
}

}  // namespace

Arguments toArguments(const QStringList& args) {
    Arguments out;
    out.reserve(static_cast<std::size_t>(args.size()));
    for (const QString& s : args) out.push_back(s.toStdString());
    return out;
}

int fail(int code, const QString& message) {
    // A NUL from a file or a server would end the line there ("%s" stops at it): shown as \0.
    QString shown = message;
    shown.replace(QChar(0), QStringLiteral("\\0"));
    std::fprintf(stderr, "nashlab-cli: %s\n", qUtf8Printable(shown));
    return code;
}

QString option(const QStringList& args, const QString& name, bool* missingValue) {
    return QString::fromStdString(optionValue(toArguments(args), name.toStdString(), missingValue));
}

QStringList positional(const QStringList& args, const QStringList& valued) {
    return toQt(positionalArguments(toArguments(args), toArguments(valued)));
}

int writeOutputFile(const QString& path, const std::string& bytes) {
    if (auto written = engine::writeFileAtomic(path.toStdString(), bytes); !written)
        return fail(kIo, QString::fromStdString(written.error().message));
    std::fprintf(stderr, "wrote %s\n", qUtf8Printable(path));
    return kOk;
}

bool checkFlags(const QStringList& args, const QStringList& known, QString* unknown) {
    const std::string flag = unknownFlag(toArguments(args), toArguments(known));
    if (flag.empty()) return true;
    *unknown = QString::fromStdString(flag);
    return false;
}

}  // namespace nashlab::cli

#include <cstdio>

#include "app/cli/arguments.h"
#include "app/cli/cli.h"

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
    std::fprintf(stderr, "nashlab-cli: %s\n", qUtf8Printable(message));
    return code;
}

QString option(const QStringList& args, const QString& name, bool* missingValue) {
    return QString::fromStdString(optionValue(toArguments(args), name.toStdString(), missingValue));
}

QStringList positional(const QStringList& args, const QStringList& valued) {
    return toQt(positionalArguments(toArguments(args), toArguments(valued)));
}

bool checkFlags(const QStringList& args, const QStringList& known, QString* unknown) {
    const std::string flag = unknownFlag(toArguments(args), toArguments(known));
    if (flag.empty()) return true;
    *unknown = QString::fromStdString(flag);
    return false;
}

}  // namespace nashlab::cli

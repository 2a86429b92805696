#include "app/cli/arguments.h"

#include <algorithm>

namespace nashlab::cli {
namespace {

bool isFlag(const std::string& a) { return a.rfind("--", 0) == 0; }

}  // namespace

std::string optionValue(const Arguments& args, const std::string& name, bool* missingValue) {
    const auto it = std::find(args.begin(), args.end(), name);
    if (it == args.end()) return {};
    // An empty value ("--shard ''") is as good as none: read as absent, it would run the whole design.
    if (it + 1 == args.end() || isFlag(*(it + 1)) || (it + 1)->empty()) {
        if (missingValue) *missingValue = true;
        return {};
    }
    return *(it + 1);
}

Arguments positionalArguments(const Arguments& args, const Arguments& valued) {
    Arguments out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (isFlag(args[i])) {
            if (hasFlag(valued, args[i])) ++i;
            continue;
        }
        out.push_back(args[i]);
    }
    return out;
}

std::string unknownFlag(const Arguments& args, const Arguments& known) {
    for (const auto& a : args)
        if (isFlag(a) && !hasFlag(known, a)) return a;
    return {};
}

bool hasFlag(const Arguments& args, const std::string& name) {
    return std::find(args.begin(), args.end(), name) != args.end();
}

}  // namespace nashlab::cli

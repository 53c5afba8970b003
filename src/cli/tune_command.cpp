// SPDX-License-Identifier: GPL-3.0-or-later
// The tune command: Texel tuning of the Full evaluation on PGN games with results.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/text_file.h"
#include "rochade/engine/texel_tuner.h"

#include <fstream>
#include <iomanip>

namespace rochade::cli {

int runTuneCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "iterations", "rate", "skip-plies", "from", "out", "l2" }, {}, {},
        1000 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli tune: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    const auto iterations = arguments.intValue("iterations", 0, 1'000'000, 1000);
    const auto rate = arguments.intValue("rate", 1, 100, 1);
    const auto skipPlies = arguments.intValue("skip-plies", 0, 1000, 8);
    // In units of 1e-9 per squared centipawn.
    const auto l2 = arguments.intValue("l2", 0, 1'000'000, 300);
    for (const auto* value : { &iterations, &rate, &skipPlies, &l2 })
        if (!*value) {
            err << "rochade-cli tune: " << value->error().message << '\n';
            return kExitUsage;
        }
    const std::string from = arguments.value("from").value_or("player");
    if (from != "tuned" && from != "thesis" && from != "player") {
        err << "rochade-cli tune: --from takes 'player', 'tuned' or 'thesis', not '" << from
            << "'\n";
        return kExitUsage;
    }
    if (arguments.positional().empty()) {
        err << "rochade-cli tune: no PGN file given\n";
        return kExitUsage;
    }
    const engine::FullWeights start = from == "tuned" ? engine::tunedFullWeights()
        : from == "thesis"                            ? engine::thesisFullWeights()
                                                      : engine::playerFullWeights();

    engine::TuningData data;
    for (const std::string& path : arguments.positional()) {
        const Result<std::string> text = readWholeFile(path);
        if (!text) {
            err << "rochade-cli tune: " << text.error().message << '\n';
            return kExitFailure;
        }
        engine::collectTuningPositions(
            text.value(), engine::tunedFullWeights(), static_cast<int>(skipPlies.value()), data);
    }
    err << data.games << " games (" << data.skippedGames << " skipped), " << data.positions.size()
        << " quiet positions (" << data.skippedPositions << " in check or not quiet)\n";
    if (data.positions.empty()) {
        err << "rochade-cli tune: no position to tune on\n";
        return kExitUsage;
    }
    // Every tenth position is held out: its loss tells whether the weights learn chess or
    // the games.
    std::vector<engine::TuningPosition> training;
    std::vector<engine::TuningPosition> heldOut;
    for (std::size_t i = 0; i < data.positions.size(); ++i)
        (i % 10 == 9 ? heldOut : training).push_back(std::move(data.positions[i]));
    std::vector<double> weights = engine::toTuningVector(start);
    const double scale = engine::fitScale(training, weights);
    err << std::setprecision(6) << "scale " << scale << ", loss "
        << engine::tuningLoss(training, weights, scale) << ", held out "
        << engine::tuningLoss(heldOut, weights, scale) << '\n';
    weights = engine::tuneWeights(training, std::move(weights), scale,
        static_cast<int>(iterations.value()), static_cast<double>(rate.value()),
        static_cast<double>(l2.value()) * 1e-9, [&](int pass, const std::vector<double>& now) {
            err << "pass " << pass << ": loss " << engine::tuningLoss(training, now, scale)
                << ", held out " << engine::tuningLoss(heldOut, now, scale) << '\n';
        });

    const std::string table = "// Tuned by rochade-cli tune on "
        + std::to_string(data.positions.size()) + " positions of " + std::to_string(data.games)
        + " games.\n" + engine::weightsAsCpp(engine::fromTuningVector(weights));
    if (const auto path = arguments.value("out")) {
        std::ofstream file(*path);
        if (!(file << table)) {
            err << "rochade-cli tune: cannot write '" << *path << "'\n";
            return kExitFailure;
        }
    } else {
        out << table;
    }
    return kExitOk;
}

} // namespace rochade::cli

// SPDX-License-Identifier: GPL-3.0-or-later
// The Full evaluation's weights, as printed by `rochade-cli tune` (see docs/evaluation.md).
#include "rochade/engine/full_evaluation.h"

namespace rochade::engine {

const FullWeights& tunedFullWeights() {
    static const FullWeights weights = thesisFullWeights();
    return weights;
}

} // namespace rochade::engine

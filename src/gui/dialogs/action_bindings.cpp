// SPDX-License-Identifier: GPL-3.0-or-later
// ActionBindings: check boxes and combo boxes over checkable actions and action groups.
#include "dialogs/action_bindings.h"

#include <QAction>
#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QSignalBlocker>

namespace rochade::gui {

ActionBindings::ActionBindings(QObject* parent)
    : QObject(parent) {
}

void ActionBindings::bindCheckBox(QCheckBox* box, QAction* action, bool inverted) {
    const CheckBinding binding { box, action, inverted };
    m_checks.push_back(binding);
    loadCheck(binding);
    connect(box, &QCheckBox::toggled, this, &ActionBindings::changed);
    connect(action, &QAction::toggled, this, [this, binding] {
        loadCheck(binding);
        emit changed();
    });
}

void ActionBindings::bindComboBox(QComboBox* combo, QActionGroup* group) {
    const ChoiceBinding binding { combo, group };
    m_choices.push_back(binding);
    {
        const QSignalBlocker quiet(combo);
        combo->clear();
        for (const QAction* a : group->actions())
            combo->addItem(a->icon(), a->iconText());
    }
    loadChoice(binding);
    connect(combo, &QComboBox::currentIndexChanged, this, &ActionBindings::changed);
    for (const QAction* a : group->actions()) {
        connect(a, &QAction::toggled, this, [this, binding] {
            loadChoice(binding);
            emit changed();
        });
    }
}

void ActionBindings::load() {
    for (const CheckBinding& b : m_checks)
        loadCheck(b);
    for (const ChoiceBinding& b : m_choices)
        loadChoice(b);
    emit changed();
}

void ActionBindings::apply() {
    // Collected first: triggering one action may change others (an exclusive group).
    std::vector<QPointer<QAction>> toTrigger;
    for (const CheckBinding& b : m_checks)
        if (differs(b)) toTrigger.emplace_back(b.action);
    for (const ChoiceBinding& b : m_choices)
        if (differs(b)) toTrigger.emplace_back(chosenAction(b));
    for (const QPointer<QAction>& a : toTrigger)
        if (a) a->trigger();
}

bool ActionBindings::isModified() const {
    for (const CheckBinding& b : m_checks)
        if (differs(b)) return true;
    for (const ChoiceBinding& b : m_choices)
        if (differs(b)) return true;
    return false;
}

void ActionBindings::loadCheck(const CheckBinding& b) {
    if (!b.box || !b.action) return;
    b.box->setChecked(b.action->isChecked() != b.inverted);
}

void ActionBindings::loadChoice(const ChoiceBinding& b) {
    if (!b.combo || !b.group) return;
    const QAction* checked = b.group->checkedAction();
    b.combo->setCurrentIndex(checked ? static_cast<int>(b.group->actions().indexOf(checked)) : -1);
}

bool ActionBindings::differs(const CheckBinding& b) {
    return b.box && b.action && b.action->isChecked() != (b.box->isChecked() != b.inverted);
}

bool ActionBindings::differs(const ChoiceBinding& b) {
    const QAction* chosen = chosenAction(b);
    return chosen && !chosen->isChecked();
}

QAction* ActionBindings::chosenAction(const ChoiceBinding& b) {
    if (!b.combo || !b.group) return nullptr;
    return b.group->actions().value(b.combo->currentIndex());
}

} // namespace rochade::gui

// SPDX-License-Identifier: GPL-3.0-or-later
// ActionBindings: dialog controls that stand for existing menu actions, so a setting lives in
// one place (its QAction) however it is changed.
#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;

namespace rochade::gui {

/// Ties dialog controls to existing actions: a check box to a checkable QAction, a combo box to
/// the exclusive actions of a QActionGroup. The controls hold a pending choice until apply(),
/// which triggers each action whose state differs, exactly as choosing it in its menu would:
/// the action's own handlers apply and remember it, and the menu shows it. An action that
/// changes while the dialog is open (a shortcut, a menu) shows in its control at once. Lives in
/// the GUI thread; neither the controls nor the actions are owned.
class ActionBindings : public QObject {
    Q_OBJECT
public:
    explicit ActionBindings(QObject* parent = nullptr);

    /// `box` shows whether `action` (checkable) is checked; with `inverted` the box is checked
    /// while the action is not (a "Play sounds" box over a Mute action).
    void bindCheckBox(QCheckBox* box, QAction* action, bool inverted = false);
    /// `combo` lists `group`'s actions (their text without the mnemonic), in the group's order,
    /// and shows the checked one (none: no current item).
    void bindComboBox(QComboBox* combo, QActionGroup* group);

    /// Every control shows its action's state now (pending choices are dropped).
    void load();
    /// Triggers every action whose control shows another state.
    void apply();
    /// True if some control shows another state than its action.
    bool isModified() const;

signals:
    /// A control changed, or an action under it: isModified() may have changed.
    void changed();

private:
    struct CheckBinding {
        QPointer<QCheckBox> box;
        QPointer<QAction> action;
        bool inverted = false;
    };
    struct ChoiceBinding {
        QPointer<QComboBox> combo;
        QPointer<QActionGroup> group;
    };

    static void loadCheck(const CheckBinding& b);
    static void loadChoice(const ChoiceBinding& b);
    static bool differs(const CheckBinding& b);
    static bool differs(const ChoiceBinding& b);
    /// The action the combo box's current item stands for, or null.
    static QAction* chosenAction(const ChoiceBinding& b);

    std::vector<CheckBinding> m_checks;
    std::vector<ChoiceBinding> m_choices;
};

} // namespace rochade::gui

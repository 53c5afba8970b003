// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: Edit ▸ Preferences, the application's settings in one place, each bound to
// the action that already holds it.
#pragma once

#include "dialogs/action_bindings.h"

#include <QDialog>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QPushButton;
class QTabWidget;

namespace rochade::gui {

/// The Preferences dialog: pages of check boxes and choices, each standing for an existing
/// action (see ActionBindings), with OK, Cancel and Apply. OK and Apply trigger the changed
/// actions (which apply and remember themselves); Cancel, Esc or closing changes nothing. Its
/// caller fills it once (addCheckBox(), addChoice()) and calls load() before each opening.
/// Lives in the GUI thread.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    /// The pages, in the order of their tabs.
    enum class Page {
        Board,
        Playing,
        Sound,
        Looks
    };

    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// A check box `text` on `page` for the checkable `action` (not owned); `inverted`: the
    /// box is checked while the action is not.
    QCheckBox* addCheckBox(Page page, const QString& text, QAction* action, bool inverted = false);
    /// A labelled combo box on `page` listing `group`'s exclusive actions (not owned).
    QComboBox* addChoice(Page page, const QString& label, QActionGroup* group);

    /// Every control shows its action's state now.
    void load() { m_bindings->load(); }
    /// Triggers the actions whose controls changed (what OK and Apply do).
    void apply() { m_bindings->apply(); }
    bool isModified() const { return m_bindings->isModified(); }

    QTabWidget* tabs() const { return m_tabs; }
    QPushButton* applyButton() const;

public slots:
    void accept() override;

private:
    QFormLayout* form(Page page) const;
    void updateApplyButton();

    ActionBindings* m_bindings;
    QTabWidget* m_tabs;
    QDialogButtonBox* m_buttons;
    std::vector<QFormLayout*> m_forms; ///< one a page, in Page order
};

} // namespace rochade::gui

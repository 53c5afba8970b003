// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: Edit ▸ Preferences, the application's settings in one place, each bound to
// the action that already holds it.
#pragma once

#include "dialogs/action_bindings.h"

#include <QDialog>
#include <QString>

#include <functional>

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLineEdit;
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

    /// A labelled line of text on `page` for a setting that is no action (Your name): load()
    /// shows `read()`, apply() hands a changed text to `write`.
    QLineEdit* addTextField(Page page, const QString& label, std::function<QString()> read,
        std::function<void(const QString&)> write);

    /// Every control shows its action's (or its setting's) state now.
    void load();
    /// Triggers the actions whose controls changed and writes the changed texts (what OK and
    /// Apply do).
    void apply();
    bool isModified() const;

    QTabWidget* tabs() const { return m_tabs; }
    QPushButton* applyButton() const;

public slots:
    void accept() override;

private:
    QFormLayout* form(Page page) const;
    void updateApplyButton();

    struct TextField {
        QLineEdit* edit = nullptr;
        std::function<QString()> read;
        std::function<void(const QString&)> write;
    };

    ActionBindings* m_bindings;
    std::vector<TextField> m_texts;
    QTabWidget* m_tabs;
    QDialogButtonBox* m_buttons;
    std::vector<QFormLayout*> m_forms; ///< one a page, in Page order
};

} // namespace rochade::gui

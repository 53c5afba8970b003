// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: its pages, controls and buttons.
#include "dialogs/preferences_dialog.h"

#include <QActionGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace rochade::gui {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , m_bindings(new ActionBindings(this))
    , m_tabs(new QTabWidget)
    , m_buttons(new QDialogButtonBox(
          QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply)) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    m_tabs->setObjectName(QStringLiteral("preferencesTabs"));
    const QString titles[] = { tr("&Board"), tr("&Playing"), tr("&Sound"), tr("Loo&ks") };
    for (const QString& title : titles) {
        auto* page = new QWidget;
        auto* layout = new QFormLayout(page);
        layout->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
        m_forms.push_back(layout);
        m_tabs->addTab(page, title);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    connect(applyButton(), &QPushButton::clicked, this, &PreferencesDialog::apply);
    connect(m_bindings, &ActionBindings::changed, this, &PreferencesDialog::updateApplyButton);
    updateApplyButton();
}

QCheckBox* PreferencesDialog::addCheckBox(
    Page page, const QString& text, QAction* action, bool inverted) {
    auto* box = new QCheckBox(text);
    box->setObjectName(action->objectName() + QStringLiteral("Box"));
    form(page)->addRow(box);
    m_bindings->bindCheckBox(box, action, inverted);
    updateApplyButton();
    return box;
}

QComboBox* PreferencesDialog::addChoice(Page page, const QString& label, QActionGroup* group) {
    auto* combo = new QComboBox;
    combo->setObjectName(group->objectName() + QStringLiteral("Combo"));
    form(page)->addRow(label, combo); // the label's mnemonic focuses the combo box
    m_bindings->bindComboBox(combo, group);
    updateApplyButton();
    return combo;
}

QLineEdit* PreferencesDialog::addTextField(Page page, const QString& label,
    std::function<QString()> read, std::function<void(const QString&)> write) {
    auto* edit = new QLineEdit;
    edit->setMinimumWidth(edit->fontMetrics().averageCharWidth() * 30);
    form(page)->addRow(label, edit);
    m_texts.push_back(TextField { edit, std::move(read), std::move(write) });
    connect(edit, &QLineEdit::textChanged, this, &PreferencesDialog::updateApplyButton);
    edit->setText(m_texts.back().read());
    updateApplyButton();
    return edit;
}

void PreferencesDialog::load() {
    m_bindings->load();
    for (const TextField& field : m_texts)
        field.edit->setText(field.read());
}

void PreferencesDialog::apply() {
    m_bindings->apply();
    for (const TextField& field : m_texts)
        if (field.edit->text() != field.read()) field.write(field.edit->text());
    updateApplyButton();
}

bool PreferencesDialog::isModified() const {
    for (const TextField& field : m_texts)
        if (field.edit->text() != field.read()) return true;
    return m_bindings->isModified();
}

QPushButton* PreferencesDialog::applyButton() const {
    return m_buttons->button(QDialogButtonBox::Apply);
}

void PreferencesDialog::accept() {
    apply();
    QDialog::accept();
}

QFormLayout* PreferencesDialog::form(Page page) const {
    return m_forms.at(static_cast<std::size_t>(page));
}

void PreferencesDialog::updateApplyButton() {
    // Apply does something only when a control shows a change.
    applyButton()->setEnabled(isModified());
}

} // namespace rochade::gui

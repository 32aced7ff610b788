#include "widgets/catalog/pricepanel.h"

#include "api/background.h"
#include "models/catalog/pricebreakdown.h"
#include "ui_pricepanel.h"
#include "widgets/catalog/priceoptions.h"
#include "widgets/common/palettecolors.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMimeData>

#include <utility>

namespace bd::widgets {

using namespace bd::domain;

namespace {

QTableWidgetItem *numberItem(const Decimal &value)
{
    auto *item = new QTableWidgetItem(value.toLocaleString());
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

PricePanel::PricePanel(QWidget *parent) : QWidget(parent), m_ui(std::make_unique<Ui::PricePanel>())
{
    m_ui->setupUi(this);
    m_options = new PriceOptions(m_ui->options, this);
    QFont big = m_ui->total->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    m_ui->total->setFont(big);
    m_ui->problem->setStyleSheet(errorTextStyle(palette()));
    m_ui->breakdown->setColumnCount(5);
    m_ui->breakdown->setHorizontalHeaderLabels(
        {tr("Step"), tr("Units"), tr("Unit price"), tr("Amount"), tr("Rule")});
    QHeaderView *header = m_ui->breakdown->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive); // numbers whole
    header->setSectionResizeMode(0, QHeaderView::Stretch);  // the step takes what is left
    m_ui->breakdown->verticalHeader()->hide();
    m_ui->breakdown->setWordWrap(false);
    m_ui->splitter->setSizes({240, 90, 220});
    m_ui->start->setDate(QDate::currentDate());
    m_ui->end->setDate(QDate::currentDate().addYears(1).addDays(-1));
    m_ui->termUnit->setCurrentIndex(1); // months
    connect(m_ui->entry, &QComboBox::currentIndexChanged, this, &PricePanel::followEntry);
    for (QLineEdit *edit : {m_ui->quantity, m_ui->term})
        connect(edit, &QLineEdit::textChanged, this, &PricePanel::reprice);
    for (QComboBox *combo : {m_ui->termUnit, m_ui->basis})
        connect(combo, &QComboBox::currentIndexChanged, this, &PricePanel::reprice);
    for (QDateEdit *date : {m_ui->start, m_ui->end})
        connect(date, &QDateEdit::dateChanged, this, &PricePanel::reprice);
    connect(m_ui->byDates, &QCheckBox::toggled, this, [this](bool on) {
        m_ui->end->setEnabled(on);
        m_ui->basis->setEnabled(on);
        m_ui->term->setEnabled(!on);
        m_ui->termUnit->setEnabled(!on);
        reprice();
    });
    connect(m_options, &PriceOptions::changed, this, &PricePanel::reprice);
    connect(m_ui->copyText, &QPushButton::clicked, this, &PricePanel::copyAsText);
    connect(m_ui->copyCsv, &QPushButton::clicked, this, &PricePanel::copyAsCsv);
    showNothing();
}

PricePanel::~PricePanel() = default;

void PricePanel::setProduct(const Product &product, QHash<QString, Product> optionProducts,
                            QHash<QString, QString> unavailable)
{
    const QString id = product.id.valueOr({});
    const bool same = id == m_productId && !id.isEmpty();
    const int entry = m_ui->entry->currentIndex();
    m_productId = id;
    ++m_curveGeneration; // a curve of the product before is not drawn
    m_nextCurve = {};
    m_quote.setProduct(product, std::move(optionProducts), std::move(unavailable));
    m_options->setOptions(m_quote.options());
    setEnabled(true);
    fillEntries();
    if (same && entry >= 0 && entry < m_ui->entry->count())
        m_ui->entry->setCurrentIndex(entry); // the same product again (a reload): keep the choice
    if (!same && m_ui->quantity->text().trimmed().isEmpty())
        m_ui->quantity->setText(QStringLiteral("1"));
    followEntry();
}

void PricePanel::addOptionProduct(const QString &productId, const Product &product)
{
    if (!m_quote.hasProduct())
        return;
    m_quote.addOptionProduct(productId, product);
    reprice();
}

void PricePanel::setOptionUnavailable(const QString &productId, const QString &why)
{
    if (!m_quote.hasProduct())
        return;
    m_quote.setOptionUnavailable(productId, why);
    reprice();
}

void PricePanel::showNothing()
{
    m_productId.clear();
    ++m_curveGeneration;
    m_nextCurve = {};
    m_quote.clear();
    m_options->setOptions({});
    m_ui->entry->clear();
    m_ui->breakdown->setRowCount(0);
    m_ui->notes->clear();
    m_ui->chart->clear();
    m_ui->problem->hide();
    m_ui->total->setText(tr("Select a product to price it."));
    m_ui->copyText->setEnabled(false);
    m_ui->copyCsv->setEnabled(false);
}

void PricePanel::fillEntries()
{
    const QSignalBlocker block(m_ui->entry);
    m_ui->entry->clear();
    m_ui->entry->addItems(m_quote.entryLabels());
    m_ui->entry->setCurrentIndex(m_quote.recommendedEntry());
}

// A price with its own unit: the quantity's decimal places and whether a term applies.
void PricePanel::followEntry()
{
    const int entry = m_ui->entry->currentIndex();
    if (entry < 0) {
        m_ui->total->setText(tr("This product has no active price."));
        m_ui->breakdown->setRowCount(0);
        m_ui->chart->clear();
        m_ui->copyText->setEnabled(false);
        m_ui->copyCsv->setEnabled(false);
        return;
    }
    const int scale = m_quote.decimalScale(entry);
    m_ui->quantityHint->setText(scale == 0 ? tr("whole units")
                                           : tr("up to %n decimal place(s)", nullptr, scale));
    const bool term = m_quote.hasTerm(entry);
    for (QWidget *w : {static_cast<QWidget *>(m_ui->termLabel), static_cast<QWidget *>(m_ui->term),
                       static_cast<QWidget *>(m_ui->termUnit), static_cast<QWidget *>(m_ui->byDates),
                       static_cast<QWidget *>(m_ui->end), static_cast<QWidget *>(m_ui->basis)})
        w->setVisible(term);
    m_ui->startLabel->setText(term ? tr("&Start:") : tr("Valid o&n:"));
    m_ui->term->setToolTip(term ? tr("The price counts per %1; empty: the product's default term.")
                                      .arg(m_quote.termUnitName(entry))
                                : QString());
    reprice();
}

models::PriceForm PricePanel::form() const
{
    models::PriceForm f;
    f.entry = m_ui->entry->currentIndex();
    f.quantity = m_ui->quantity->text();
    f.term = m_ui->term->text();
    static const TimeUnit units[] = {TimeUnit::Day, TimeUnit::Month, TimeUnit::Year};
    f.termUnit = units[std::clamp(m_ui->termUnit->currentIndex(), 0, 2)];
    f.byDates = m_ui->byDates->isChecked();
    f.start = m_ui->start->date();
    f.end = m_ui->end->date();
    f.basis = m_ui->basis->currentIndex() == 1 ? TermBasis::ActualActual : TermBasis::Us30360;
    f.options = m_options->quantities();
    return f;
}

void PricePanel::reprice()
{
    if (!m_quote.hasProduct() || m_ui->entry->currentIndex() < 0)
        return;
    const models::PriceQuote::Update u = m_quote.update(form());
    if (u.problem) {
        showProblem(*u.problem);
        return;
    }
    m_ui->problem->hide();
    for (QWidget *w : {static_cast<QWidget *>(m_ui->quantity), static_cast<QWidget *>(m_ui->term),
                       static_cast<QWidget *>(m_ui->end)})
        w->setStyleSheet(QString());
    showResult(u.curve);
}

void PricePanel::showProblem(const Violation &problem)
{
    m_ui->problem->setText(problem.message);
    m_ui->problem->show();
    QWidget *field = problem.field == u"quantity" ? static_cast<QWidget *>(m_ui->quantity)
                     : problem.field == u"term"   ? static_cast<QWidget *>(m_ui->term)
                     : problem.field == u"end"    ? static_cast<QWidget *>(m_ui->end)
                                                  : nullptr;
    if (field)
        field->setStyleSheet(errorBorderStyle(palette()));
    if (m_quote.hasResult()) // the last good price stays, visibly not the answer to what is typed
        m_ui->total->setText(
            tr("%1 (for the last valid input)")
                .arg(m_quote.result().total.toLocaleString() + u' ' + m_quote.result().currency));
}

void PricePanel::showResult(std::function<models::PriceCurve()> curve)
{
    const PriceResult &r = m_quote.result();
    m_ui->total->setText(r.total.toLocaleString() + u' ' + r.currency);
    m_ui->copyText->setEnabled(true);
    m_ui->copyCsv->setEnabled(true);
    showBreakdown();
    if (curve)
        drawCurve(std::move(curve));
    const QPointF at = m_quote.current();
    m_ui->chart->setCurrent(at, at.x() > 0 ? at.y() / at.x() : 0);
}

// One curve is computed at a time; of those asked for meanwhile only the newest follows (typing
// "1234567" asks for seven, each superseded before it is drawn).
void PricePanel::drawCurve(std::function<models::PriceCurve()> curve)
{
    const quint64 generation = ++m_curveGeneration;
    if (m_curveRunning) {
        m_nextCurve = std::move(curve);
        return;
    }
    m_curveRunning = true;
    api::runInBackground(this, std::move(curve), [this, generation](const models::PriceCurve &c) {
        m_curveRunning = false;
        if (m_nextCurve) {
            drawCurve(std::exchange(m_nextCurve, {}));
            return;
        }
        if (generation != m_curveGeneration || !m_quote.hasResult())
            return; // another product was shown meanwhile
        const PriceResult &r = m_quote.result();
        m_ui->chart->setCurve(c, r.currency, r.uomName);
        const QPointF at = m_quote.current(); // the ranges may have changed under it
        m_ui->chart->setCurrent(at, at.x() > 0 ? at.y() / at.x() : 0);
        emit curveShown();
    });
}

void PricePanel::showBreakdown()
{
    const models::Breakdown b = models::breakdownOf(m_quote.result());
    m_ui->breakdown->setRowCount(int(b.rows.size()));
    for (int i = 0; i < b.rows.size(); ++i) {
        const models::BreakdownRow &row = b.rows.at(i);
        auto *label = new QTableWidgetItem(row.label);
        label->setToolTip(row.rule > 0 ? row.label + u'\n' + b.rules.at(row.rule - 1) : row.label);
        m_ui->breakdown->setItem(i, 0, label);
        m_ui->breakdown->setItem(i, 1, numberItem(row.units));
        m_ui->breakdown->setItem(i, 2, numberItem(row.unitPrice));
        m_ui->breakdown->setItem(i, 3, numberItem(row.amount));
        m_ui->breakdown->setItem(
            i, 4, new QTableWidgetItem(row.rule > 0 ? QStringLiteral("[%1]").arg(row.rule) : QString()));
    }
    // Numbers whole: their texts measured here, since resizing to contents asks every cell for a
    // size hint, which made a keystroke at 50 tiers cost several times as much.
    const QFontMetrics metrics(m_ui->breakdown->font());
    for (int c = 1; c < 5; ++c) {
        int width = metrics.horizontalAdvance(m_ui->breakdown->horizontalHeaderItem(c)->text());
        for (int r = 0; r < m_ui->breakdown->rowCount(); ++r)
            width = std::max(width, metrics.horizontalAdvance(m_ui->breakdown->item(r, c)->text()));
        m_ui->breakdown->horizontalHeader()->resizeSection(c, width + 3 * metrics.averageCharWidth());
    }
    QStringList notes;
    for (int i = 0; i < b.rules.size(); ++i)
        notes << QStringLiteral("[%1] %2").arg(i + 1).arg(b.rules.at(i));
    notes << b.notes;
    m_ui->notes->setPlainText(notes.join(u'\n'));
}

void PricePanel::focusQuantity()
{
    m_ui->quantity->setFocus(Qt::ShortcutFocusReason);
    m_ui->quantity->selectAll();
}

QString PricePanel::copyAsText()
{
    if (!m_quote.hasResult())
        return QString();
    const QString text = models::breakdownText(m_quote.result());
    QGuiApplication::clipboard()->setText(text);
    return text;
}

QByteArray PricePanel::copyAsCsv()
{
    if (!m_quote.hasResult())
        return QByteArray();
    const QByteArray csv = models::breakdownCsv(m_quote.result());
    // text/csv for programs that take it, and the same as plain text for an email or an editor.
    auto *mime = new QMimeData();
    mime->setData(QStringLiteral("text/csv"), csv);
    mime->setText(QString::fromUtf8(csv));
    QGuiApplication::clipboard()->setMimeData(mime);
    return csv;
}

} // namespace bd::widgets

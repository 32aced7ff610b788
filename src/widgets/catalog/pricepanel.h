#pragma once

// The Price panel in the catalog's details: a price (currency and unit of measure) of the
// selected product, a quantity, a term (a length with its unit, or start and end dates), and for
// a bundle its option quantities; the total shown large, the breakdown under it with the rules
// and warnings in words, and the curve of totals across quantities. It prices again at every
// keystroke (models::PriceQuote decides; this only shows). Bad input is named under the form
// and keeps what was typed; the last good price stays shown, marked as not current.

#include "models/catalog/pricequote.h"

#include <QWidget>

#include <memory>

namespace Ui {
class PricePanel;
}

namespace bd::widgets {

class PriceOptions;

class PricePanel final : public QWidget
{
    Q_OBJECT
public:
    explicit PricePanel(QWidget *parent = nullptr);
    ~PricePanel() override;

    // `optionProducts`: the full products of a bundle's options that are at hand; `unavailable`:
    // why the others are not (by product id), until addOptionProduct or setOptionUnavailable.
    void setProduct(const domain::Product &product, QHash<QString, domain::Product> optionProducts = {},
                    QHash<QString, QString> unavailable = {});
    // An option's product arrived (or will not): priced again, with what was typed kept.
    void addOptionProduct(const QString &productId, const domain::Product &product);
    void setOptionUnavailable(const QString &productId, const QString &why);
    void showNothing();
    // Puts the cursor in the quantity, its text selected, ready to type over.
    void focusQuantity();
    // The breakdown on the clipboard (and returned).
    QString copyAsText();
    QByteArray copyAsCsv();

signals:
    // The chart shows the curve of what the form says now (computed off the GUI thread).
    void curveShown();

private:
    void fillEntries();
    void followEntry();
    void reprice();
    void showResult(std::function<models::PriceCurve()> curve);
    // The curve computed off the GUI thread is drawn if nothing newer was asked for meanwhile.
    void drawCurve(std::function<models::PriceCurve()> curve);
    void showBreakdown();
    void showProblem(const domain::Violation &problem);
    models::PriceForm form() const;

    std::unique_ptr<Ui::PricePanel> m_ui;
    models::PriceQuote m_quote;
    PriceOptions *m_options;
    QString m_productId;           // what the form was filled for: a reload of it keeps what was typed
    quint64 m_curveGeneration = 0; // counts the curves asked for, and products shown
    bool m_curveRunning = false;
    std::function<models::PriceCurve()> m_nextCurve; // asked for while one was computed
};

} // namespace bd::widgets

import type { Receipt } from '@innkeep/contract'
import { Fragment } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { lineLabel } from '../../lib/line-label.ts'
import classes from './receipt.module.css'

/** A receipt as the guest gets it: seller, items, VAT recap, rounding, what was paid and how (or on which room). */
export function ReceiptView({ receipt, timeZone }: { receipt: Receipt; timeZone: string }) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const money = (amount: number) => format.money(amount, receipt.currency)
  const { seller } = receipt
  return (
    <div className={classes.paper} data-testid="receipt">
      <div className={classes.center}>
        <div className={classes.strong}>{receipt.restaurantName}</div>
        <div>{seller.name}</div>
        {seller.address ? <div>{seller.address}</div> : null}
        {seller.ico ? <div>{t('restaurantAdmin.receipt.ico', { ico: seller.ico })}</div> : null}
        {seller.dic ? <div>{t('restaurantAdmin.receipt.dic', { dic: seller.dic })}</div> : null}
      </div>
      <hr className={classes.rule} />
      <div className={classes.line}>
        <span>{t('restaurantAdmin.receipt.number')}</span>
        <span>{receipt.number}</span>
      </div>
      <div className={classes.line}>
        <span>{t('restaurantAdmin.receipt.paidAt')}</span>
        <span>{format.dateTime(receipt.paidAt)}</span>
      </div>
      <div className={classes.line}>
        <span>{t('restaurantAdmin.receipt.table')}</span>
        <span>{receipt.tableName}</span>
      </div>
      <div className={classes.line}>
        <span>{t('restaurantAdmin.receipt.waiter')}</span>
        <span>{receipt.paidBy}</span>
      </div>
      <hr className={classes.rule} />
      {receipt.items.map((item) => (
        <Fragment key={item.orderItemId}>
          <div>{lineLabel(item)}</div>
          <div className={classes.line}>
            <span>
              {item.count} × {money(item.unitPrice)}
              {seller.vatPayer ? ` (${item.vatRate} %)` : ''}
            </span>
            <span>{money(item.amount)}</span>
          </div>
        </Fragment>
      ))}
      <hr className={classes.rule} />
      <div className={`${classes.line} ${classes.strong}`}>
        <span>{t('restaurantAdmin.receipt.total')}</span>
        <span>{money(receipt.total)}</span>
      </div>
      {receipt.rounding !== 0 ? (
        <div className={classes.line}>
          <span>{t('restaurantAdmin.receipt.rounding')}</span>
          <span>{money(receipt.rounding)}</span>
        </div>
      ) : null}
      <div className={`${classes.line} ${classes.strong}`}>
        <span>{t('restaurantAdmin.receipt.toPay')}</span>
        <span>{money(receipt.toPay)}</span>
      </div>
      {receipt.room ? (
        <>
          <div data-testid="receipt-room">
            {t('restaurantAdmin.receipt.room', { room: receipt.room.resourceName, guest: receipt.room.guestName })}
          </div>
          <div>{t('restaurantAdmin.receipt.paidWithStay')}</div>
        </>
      ) : (
        <div className={classes.line}>
          <span>{t('restaurantAdmin.receipt.method')}</span>
          <span>{t(`restaurantAdmin.method.${receipt.method}`)}</span>
        </div>
      )}
      {receipt.received !== null ? (
        <div className={classes.line}>
          <span>{t('restaurantAdmin.receipt.received')}</span>
          <span>{money(receipt.received)}</span>
        </div>
      ) : null}
      {receipt.change !== null ? (
        <div className={classes.line}>
          <span>{t('restaurantAdmin.receipt.change')}</span>
          <span>{money(receipt.change)}</span>
        </div>
      ) : null}
      {seller.vatPayer && receipt.vatRecap.length > 0 ? (
        <>
          <hr className={classes.rule} />
          <div className={classes.line}>
            <span>{t('restaurantAdmin.vat.rate')}</span>
            <span>
              {t('restaurantAdmin.vat.base')} / {t('restaurantAdmin.vat.vat')}
            </span>
          </div>
          {receipt.vatRecap.map((line) => (
            <div key={line.vatRate} className={classes.line}>
              <span>{line.vatRate} %</span>
              <span>
                {money(line.base)} / {money(line.vat)}
              </span>
            </div>
          ))}
        </>
      ) : (
        <div className={classes.center}>{t('restaurantAdmin.receipt.notVatPayer')}</div>
      )}
      <hr className={classes.rule} />
      <div className={classes.center}>{t('restaurantAdmin.receipt.thanks')}</div>
    </div>
  )
}

/** The receipt again, straight under `<body>`, for the printer only (receipt.module.css). */
export function ReceiptPrintCopy({ receipt, timeZone }: { receipt: Receipt; timeZone: string }) {
  return createPortal(
    <div className={classes.printRoot} aria-hidden>
      <ReceiptView receipt={receipt} timeZone={timeZone} />
    </div>,
    document.body,
  )
}

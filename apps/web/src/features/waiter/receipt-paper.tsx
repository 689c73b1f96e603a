import type { Receipt } from '@innkeep/contract'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { lineLabel } from '../../lib/line-label.ts'
import classes from './receipt.module.css'

/** Receipts are printed in the house's time zone. */
const TIME_ZONE = 'Europe/Prague'

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${classes.line} ${classes.strong}` : classes.line}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  )
}

/**
 * The receipt as the guest gets it (80 mm): seller, number, items, VAT recap, total, method and change, or
 * the room the bill went to (paid with the stay).
 */
export function ReceiptPaper({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation()
  const format = useFormat(TIME_ZONE)
  const money = (amount: number) => format.money(amount, receipt.currency)
  const { seller } = receipt
  return (
    <div className={classes.paper} data-testid="receipt">
      <div className={classes.center}>
        <div className={classes.strong}>{receipt.restaurantName}</div>
        <div>{seller.name}</div>
        {seller.address ? <div>{seller.address}</div> : null}
        {seller.ico ? <div>{t('waiter.receipt.ico', { ico: seller.ico })}</div> : null}
        {seller.dic ? <div>{t('waiter.receipt.dic', { dic: seller.dic })}</div> : null}
      </div>
      <hr className={classes.rule} />
      <Line label={t('waiter.receipt.number')} value={receipt.number} />
      <Line label={t('waiter.receipt.paidAt')} value={format.dateTime(receipt.paidAt)} />
      <Line label={t('waiter.receipt.table')} value={receipt.tableName} />
      <Line label={t('waiter.receipt.waiter')} value={receipt.paidBy} />
      <hr className={classes.rule} />
      {receipt.items.map((item) => (
        <Fragment key={item.orderItemId}>
          <div>{lineLabel(item)}</div>
          <Line
            label={`${item.count} × ${money(item.unitPrice)}${seller.vatPayer ? ` (${item.vatRate} %)` : ''}`}
            value={money(item.amount)}
          />
        </Fragment>
      ))}
      <hr className={classes.rule} />
      <Line label={t('waiter.receipt.total')} value={money(receipt.total)} strong />
      {receipt.rounding !== 0 ? <Line label={t('waiter.receipt.rounding')} value={money(receipt.rounding)} /> : null}
      <Line label={t('waiter.receipt.toPay')} value={money(receipt.toPay)} strong />
      {receipt.room ? (
        <>
          <div data-testid="receipt-room">
            {t('waiter.receipt.room', { room: receipt.room.resourceName, guest: receipt.room.guestName })}
          </div>
          <div>{t('waiter.receipt.paidWithStay')}</div>
        </>
      ) : (
        <Line label={t('waiter.receipt.method')} value={t(`waiter.method.${receipt.method}`)} />
      )}
      {receipt.received !== null ? <Line label={t('waiter.receipt.received')} value={money(receipt.received)} /> : null}
      {receipt.change !== null ? <Line label={t('waiter.receipt.change')} value={money(receipt.change)} /> : null}
      {seller.vatPayer && receipt.vatRecap.length > 0 ? (
        <>
          <hr className={classes.rule} />
          <Line label={t('waiter.receipt.vatRate')} value={t('waiter.receipt.vatColumns')} />
          {receipt.vatRecap.map((line) => (
            <Line key={line.vatRate} label={`${line.vatRate} %`} value={`${money(line.base)} / ${money(line.vat)}`} />
          ))}
        </>
      ) : (
        <div className={classes.center}>{t('waiter.receipt.notVatPayer')}</div>
      )}
      <hr className={classes.rule} />
      <div className={classes.center}>{t('waiter.receipt.thanks')}</div>
    </div>
  )
}

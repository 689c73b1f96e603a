import { DateInput, type DateInputProps } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import { parseTypedDate } from '../../lib/local-date.ts'

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null
  onChange: (value: string | null) => void
}

/** A local date with a picker and typing (`12.3.2027`); the value is `YYYY-MM-DD` or null. */
export const LocalDateInput = forwardRef<HTMLInputElement, Props>(function LocalDateInput(props, ref) {
  const { i18n } = useTranslation()
  const cs = i18n.language !== 'en'
  return (
    <DateInput
      ref={ref}
      valueFormat={cs ? 'D. M. YYYY' : 'D MMM YYYY'}
      dateParser={(text) => parseTypedDate(text)}
      placeholder={cs ? '12. 3. 2027' : '12 Mar 2027'}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  )
})

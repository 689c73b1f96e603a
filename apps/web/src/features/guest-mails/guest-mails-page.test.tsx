// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getGuestMails,
  previewGuestMail,
  type Role,
  resetGuestMailTemplate,
  saveGuestMailSettings,
  saveGuestMailTemplate,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { GuestMailsPage } from './guest-mails-page.tsx'
import { mailSettings, mailsView, mailTemplate } from './guest-mails-test-data.ts'

afterEach(() => vi.unstubAllGlobals())

const OWN_CONFIRMATION = mailTemplate({
  kind: 'BOOKING_CONFIRMED',
  language: 'cs',
  subject: 'Potvrzujeme {{code}}',
  body: 'Těšíme se, {{guestName}}.',
  custom: true,
})
const VIEW = mailsView({ own: [OWN_CONFIRMATION] })

function serve(role: Role) {
  return fakeApi([
    [getGuestMails, () => VIEW],
    [saveGuestMailSettings, ({ body }) => mailsView({ settings: { ...body, version: body.version + 1 } })],
    [saveGuestMailTemplate, () => VIEW],
    [resetGuestMailTemplate, () => mailsView()],
    [
      previewGuestMail,
      () => ({ subject: 'Penzion U Lípy: brzy na viděnou', text: 'Dobrý den, Jano Nováková,\nvítejte.' }),
    ],
    [user, () => member(role)],
  ])
}

function renderPage(role: Role = 'OWNER') {
  return renderRoute('/:slugs/settings/guest-mails', <GuestMailsPage />, '/demo/settings/guest-mails', { role })
}

const settingsForm = () => screen.findByTestId('mail-settings', {}, FIRST_PAINT)
const editor = () => screen.getByTestId('template-editor')
const bodyField = () => within(editor()).getByLabelText(/^Text/) as HTMLTextAreaElement

describe('the guest e-mails page', () => {
  it('shows which mails go and when', async () => {
    serve('OWNER')
    renderPage()
    const form = await settingsForm()
    for (const name of ['Přijetí rezervace', 'Potvrzení rezervace', 'Před příjezdem', 'Po odjezdu']) {
      expect((within(form).getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement).checked).toBe(
        true,
      )
    }
    expect((within(form).getByLabelText(/^Před příjezdem \(dní předem\)/) as HTMLInputElement).value).toBe('2')
    expect((within(form).getByLabelText(/^Hodina odeslání/) as HTMLInputElement).value).toBe('9')
    expect(within(form).getByText('0 až 23; e-maily odejdou v 9:00')).toBeTruthy()
    expect((within(form).getByLabelText('Příjezd od') as HTMLInputElement).value).toBe('14:00')
    expect((within(form).getByLabelText(/^Jak k nám/) as HTMLTextAreaElement).value).toBe('Parkujte ve dvoře za domem.')
    expect((within(form).getByLabelText(/^Odkaz na hodnocení/) as HTMLInputElement).value).toBe(
      'https://g.page/r/u-lipy/review',
    )
    // the texts start at the confirmation in Czech, the workspace's own text
    expect(bodyField().value).toBe('Těšíme se, {{guestName}}.')
    expect(within(editor()).getByTestId('template-origin').textContent).toBe('Vlastní text')
  })

  it('stops the after-stay mail, saved against the version it showed', async () => {
    const api = serve('MANAGER')
    renderPage('MANAGER')
    const form = await settingsForm()
    fireEvent.click(within(form).getByRole('switch', { name: /^Po odjezdu/ }))
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveGuestMailSettings)).toHaveLength(1))
    expect(api.calls(saveGuestMailSettings)[0]?.body).toEqual({
      disabled: ['AFTER_STAY'],
      preArrivalDays: 2,
      afterStayDays: 1,
      sendHour: 9,
      reviewUrl: 'https://g.page/r/u-lipy/review',
      directions: 'Parkujte ve dvoře za domem.',
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
      version: 3,
    })
    expect(await screen.findByText('Nastavení e-mailů hostům je uložené.')).toBeTruthy()
  })

  it('offers the deposit reminder as a mail of its own, stopped like any other', async () => {
    const api = serve('OWNER')
    renderPage()
    const form = await settingsForm()
    const reminder = within(form).getByRole<HTMLInputElement>('switch', { name: /^Upomínka zálohy/ })
    expect(reminder.checked).toBe(true)
    expect(within(form).getByText(/^Den před splatností nezaplacené zálohy/)).toBeTruthy()
    fireEvent.click(reminder)
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveGuestMailSettings)).toHaveLength(1))
    expect(api.calls(saveGuestMailSettings)[0]?.body.disabled).toEqual(['DEPOSIT_REMINDER'])
  })

  it('names the placeholders of the cancellation policy, the deposit’s due date and the promised reply', async () => {
    serve('OWNER')
    renderPage()
    await settingsForm()
    for (const name of [
      '{{cancellationPolicy}} – storno podmínky',
      '{{depositDue}} – splatnost zálohy',
      '{{replyWithin}} – kdy odpovíme',
    ])
      expect(within(editor()).getByRole('button', { name })).toBeTruthy()
  })

  it('loads a colleague’s newer settings when the save comes too late, and says so', async () => {
    const api = serve('OWNER')
    const current = mailsView({ settings: mailSettings({ sendHour: 8, version: 4 }) })
    api.answer(saveGuestMailSettings, () =>
      fail.conflict(current, [message('Záznam mezitím změnil někdo jiný. Načetli jsme aktuální stav.')]),
    )
    renderPage()
    const form = await settingsForm()
    fireEvent.change(within(form).getByLabelText(/^Před příjezdem \(dní předem\)/), { target: { value: '3' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    expect(await within(form).findByText('Záznam mezitím změnil někdo jiný. Načetli jsme aktuální stav.')).toBeTruthy()
    expect((within(form).getByLabelText(/^Hodina odeslání/) as HTMLInputElement).value).toBe('8')
    expect((within(form).getByLabelText(/^Před příjezdem \(dní předem\)/) as HTMLInputElement).value).toBe('2')
  })

  it('says how to write a time and a review link before asking the server', async () => {
    const api = serve('OWNER')
    renderPage()
    const form = await settingsForm()
    fireEvent.change(within(form).getByLabelText('Příjezd od'), { target: { value: '25:00' } })
    fireEvent.change(within(form).getByLabelText(/^Odkaz na hodnocení/), { target: { value: 'g.page/r/u-lipy' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    expect(await within(form).findByText('Zadejte čas ve tvaru HH:MM, např. 14:00.')).toBeTruthy()
    expect(within(form).getByText('Odkaz na hodnocení musí začínat https://.')).toBeTruthy()
    expect(api.calls(saveGuestMailSettings)).toHaveLength(0)
  })

  it('asks before another kind replaces an unsaved text', async () => {
    serve('OWNER')
    renderPage()
    await settingsForm()
    fireEvent.change(bodyField(), { target: { value: 'Rozepsáno' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Zrušení rezervace' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zůstat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodyField().value).toBe('Rozepsáno')
  })

  it('saves the German pre-arrival text to that kind and language', async () => {
    const api = serve('OWNER')
    renderPage()
    await settingsForm()
    fireEvent.click(screen.getByRole('radio', { name: 'Před příjezdem' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    await waitFor(() => expect(bodyField().value).toBe('Dobrý den, {{guestName}},\nPRE_ARRIVAL de'))
    fireEvent.change(bodyField(), { target: { value: 'Hallo {{guestName}}, bis bald!' } })
    fireEvent.click(within(editor()).getByRole('button', { name: 'Uložit text' }))

    await waitFor(() => expect(api.calls(saveGuestMailTemplate)).toHaveLength(1))
    const [call] = api.calls(saveGuestMailTemplate)
    expect(call?.method).toBe('PUT')
    expect(call?.params).toEqual({ slugs: 'demo', kind: 'PRE_ARRIVAL', language: 'de' })
    expect(call?.body).toEqual({ subject: '{{houseName}}: PRE_ARRIVAL de', body: 'Hallo {{guestName}}, bis bald!' })
  })

  it('puts a placeholder where the cursor is', async () => {
    serve('OWNER')
    renderPage()
    await settingsForm()
    const body = bodyField()
    fireEvent.focus(body)
    body.setSelectionRange(11, 11)
    fireEvent.click(within(editor()).getByRole('button', { name: /^\{\{code\}\}/ }))
    await waitFor(() => expect(bodyField().value).toBe('Těšíme se, {{code}}{{guestName}}.'))
  })

  it('shows the server’s unknown placeholder at the text', async () => {
    const api = serve('OWNER')
    api.answer(saveGuestMailTemplate, () =>
      fail.validation([
        message('Neznámé pole {{guestNmae}}. Použít lze: {{guestName}}, …', 'body', 'guestMails.unknownPlaceholder'),
      ]),
    )
    renderPage()
    await settingsForm()
    fireEvent.change(bodyField(), { target: { value: 'Dobrý den, {{guestNmae}}.' } })
    fireEvent.click(within(editor()).getByRole('button', { name: 'Uložit text' }))

    const error = await within(editor()).findByText('Neznámé pole {{guestNmae}}. Použít lze: {{guestName}}, …')
    expect(bodyField().getAttribute('aria-invalid')).toBe('true')
    expect(bodyField().getAttribute('aria-describedby')).toContain(error.id)
  })

  it('previews the text in the editor filled in for a sample stay', async () => {
    const api = serve('RECEPTION')
    renderPage('RECEPTION')
    await settingsForm()
    fireEvent.click(within(editor()).getByRole('button', { name: 'Náhled' }))

    const preview = await screen.findByTestId('mail-preview')
    expect(within(preview).getByTestId('preview-subject').textContent).toBe('Penzion U Lípy: brzy na viděnou')
    expect(within(preview).getByTestId('preview-text').textContent).toBe('Dobrý den, Jano Nováková,\nvítejte.')
    expect(api.calls(previewGuestMail)[0]?.body).toEqual({
      kind: 'BOOKING_CONFIRMED',
      language: 'cs',
      subject: 'Potvrzujeme {{code}}',
      body: 'Těšíme se, {{guestName}}.',
    })
  })

  it('goes back to the built-in text only after asking', async () => {
    const api = serve('OWNER')
    renderPage()
    await settingsForm()
    fireEvent.click(within(editor()).getByRole('button', { name: 'Vrátit výchozí text' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vrátit výchozí text?' })
    expect(api.calls(resetGuestMailTemplate)).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vrátit výchozí text' }))

    await waitFor(() => expect(api.calls(resetGuestMailTemplate)).toHaveLength(1))
    expect(api.calls(resetGuestMailTemplate)[0]?.method).toBe('DELETE')
    expect(api.calls(resetGuestMailTemplate)[0]?.params).toEqual({
      slugs: 'demo',
      kind: 'BOOKING_CONFIRMED',
      language: 'cs',
    })
    await waitFor(() => expect(bodyField().value).toBe('Dobrý den, {{guestName}},\nBOOKING_CONFIRMED cs'))
  })

  it('lets reception read everything and change nothing', async () => {
    serve('RECEPTION')
    renderPage('RECEPTION')
    const form = await settingsForm()
    expect(screen.getByTestId('read-only-notice').textContent).toBe(
      'Nastavení e-mailů hostům může měnit jen vlastník nebo manažer.',
    )
    expect((within(form).getByRole('switch', { name: /^Po odjezdu/ }) as HTMLInputElement).disabled).toBe(true)
    expect((within(form).getByLabelText(/^Jak k nám/) as HTMLTextAreaElement).readOnly).toBe(true)
    expect(within(form).queryByRole('button', { name: 'Uložit' })).toBeNull()
    expect(bodyField().readOnly).toBe(true)
    expect(within(editor()).queryByRole('button', { name: 'Uložit text' })).toBeNull()
    expect(within(editor()).queryByRole('button', { name: 'Vrátit výchozí text' })).toBeNull()
    expect(within(editor()).queryByRole('button', { name: /^\{\{code\}\}/ })).toBeNull()
  })
})

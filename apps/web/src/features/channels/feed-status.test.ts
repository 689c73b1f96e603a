import type { ChannelFeed } from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { i18n, loadCatalogue } from '../../i18n/i18n.ts'
import { feedProblem } from './feed-status.ts'

beforeAll(() => loadCatalogue('en'))
afterAll(() => i18n.changeLanguage('cs'))

const status = (lastError: string | null, lastHttpStatus: number | null = 200): ChannelFeed['status'] => ({
  lastFetchedAt: '2027-03-12T10:00:00Z',
  lastSuccessAt: '2027-03-12T09:00:00Z',
  lastError,
  lastHttpStatus,
  eventsCount: 2,
})

describe('a feed’s last problem in words', () => {
  it('turns the server’s code into a sentence and keeps the detail for support', () => {
    expect(feedProblem(status('HTTP: www.airbnb.com answered HTTP 503', 503), i18n.getFixedT('cs'))).toEqual({
      text: 'Portál odpověděl chybou HTTP 503. Zkontrolujte adresu; v portálu ji případně zkopírujte znovu.',
      detail: 'www.airbnb.com answered HTTP 503',
    })
  })

  it('says an empty calendar is held, in Czech and English', () => {
    const held = status('EMPTY: The portal answered an empty calendar; its events stay until it answers empty again.')
    expect(feedProblem(held, i18n.getFixedT('cs'))?.text).toBe(
      'Portál poslal prázdný kalendář. Pokud ho pošle prázdný i příště (nebo po Synchronizovat), jeho události odebereme.',
    )
    expect(feedProblem(held, i18n.getFixedT('en'))?.text).toContain('If it sends it empty again next time')
  })

  it('has a general sentence for a code it does not know, and nothing when all went well', () => {
    expect(feedProblem(status('SOMETHING: odd'), i18n.getFixedT('cs'))).toEqual({
      text: 'Stažení se nepodařilo.',
      detail: 'odd',
    })
    expect(feedProblem(status(null), i18n.getFixedT('cs'))).toBeNull()
  })
})

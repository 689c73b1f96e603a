import { describe, expect, it } from 'vitest'
import { mergeNights, type NightInfo, pickDay } from './calendar-range.ts'
import { DEFAULT_COUNTS } from './guest-counts-picker.tsx'
import { nearestArrivals, splitParty, stayRooms } from './party-fit.ts'

const TODAY = '2027-03-01'

/** March 2027, one room free enough for the party every night unless `rooms` says how many it needs. */
function nights(rooms: Record<string, number> = {}, over: Record<string, Partial<NightInfo>> = {}) {
  const days: NightInfo[] = Array.from({ length: 31 }, (_, i) => {
    const date = `2027-03-${String(i + 1).padStart(2, '0')}`
    return { date, freeUnits: 2, lowestPrice: 1_200_00, roomsForParty: rooms[date] ?? 1, ...over[date] }
  })
  return mergeNights(new Map(), days)
}

describe('the rooms a stay needs for the party', () => {
  it('is one room, the most a night needs, none when a night has nothing, unknown without the party', () => {
    expect(stayRooms('2027-03-05', '2027-03-08', nights())).toBe(1)
    expect(stayRooms('2027-03-05', '2027-03-08', nights({ '2027-03-06': 2, '2027-03-07': 3 }))).toBe(3)
    expect(stayRooms('2027-03-05', '2027-03-08', nights({ '2027-03-06': 2, '2027-03-07': 0 }))).toBe(0)
    // the departure morning is nobody's night
    expect(stayRooms('2027-03-05', '2027-03-08', nights({ '2027-03-08': 0 }))).toBe(1)
    expect(stayRooms('2027-03-30', '2027-04-02', nights())).toBeNull()
    expect(stayRooms('2027-03-05', '2027-03-08', nights({}, { '2027-03-06': { roomsForParty: undefined } }))).toBeNull()
  })

  it('refuses an arrival on a night too full for the party, and a stay across one', () => {
    const known = nights({ '2027-03-10': 0 })
    expect(pickDay({ since: null, till: null }, '2027-03-10', known, TODAY).range.since).toBeNull()
    const across = pickDay({ since: '2027-03-08', till: null }, '2027-03-12', known, TODAY)
    expect(across.takenNight).toBe('2027-03-10')
    // leaving on the morning of that night is fine
    expect(pickDay({ since: '2027-03-08', till: null }, '2027-03-10', known, TODAY).range.till).toBe('2027-03-10')
  })
})

describe('the nearest dates one room takes the party on', () => {
  it('finds the nearest arrival before and after for as many nights, the nearer first', () => {
    const known = nights({ '2027-03-05': 2, '2027-03-06': 2, '2027-03-07': 0, '2027-03-08': 2 })
    // 5.–8. 3.: before, 2.–5. 3. (3 days earlier); after, 9.–12. 3. (4 days later)
    expect(nearestArrivals('2027-03-05', '2027-03-08', known, TODAY)).toEqual(['2027-03-02', '2027-03-09'])
    expect(nearestArrivals('2027-03-06', '2027-03-09', known, TODAY)).toEqual(['2027-03-09', '2027-03-02'])
  })

  it('keeps to today, the stay rules and the nights known', () => {
    const known = nights(
      { '2027-03-04': 2, '2027-03-05': 2, '2027-03-06': 2, '2027-03-07': 2, '2027-03-08': 2 },
      { '2027-03-09': { noArrival: true }, '2027-03-10': { minNights: 4 } },
    )
    // not before today (the 2nd); nobody arrives on 9. 3., and an arrival on 10. 3. stays 4 nights at least
    expect(nearestArrivals('2027-03-05', '2027-03-07', known, '2027-03-02')).toEqual(['2027-03-02', '2027-03-11'])
    // April is not known: the end of March offers nothing after
    expect(nearestArrivals('2027-03-29', '2027-04-02', nights({ '2027-03-29': 2 }), TODAY)).toEqual(['2027-03-25'])
  })
})

describe('sharing the party out over rooms', () => {
  it('gives each room a grown-up first, then fills the rooms in turn', () => {
    expect(splitParty({ ...DEFAULT_COUNTS, CHILD: 2 }, 2, [3, 3])).toEqual([
      { ADULT: 1, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 },
      { ADULT: 1, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 },
    ])
    const five = splitParty({ ...DEFAULT_COUNTS, ADULT: 3, CHILD: 2 }, 2, [4, 2])
    expect(five.map((room) => room.ADULT + room.CHILD)).toEqual([3, 2])
    expect(five.every((room) => room.ADULT > 0)).toBe(true)
  })

  it('puts no more in a room than the largest rooms take', () => {
    // seven guests, rooms of 5 and 2: 5 and 2, not 4 and 3
    const shares = splitParty({ ...DEFAULT_COUNTS, ADULT: 4, CHILD: 3 }, 2, [2, 5, 1])
    expect(shares.map((room) => room.ADULT + room.CHILD)).toEqual([5, 2])
  })
})

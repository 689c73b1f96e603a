import type { MenuCategory } from '@innkeep/contract'
import { ActionIcon, Button, Group } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './waiter.module.css'

interface Props {
  categories: Pick<MenuCategory, 'id' | 'name'>[]
  activeId: string | null
  onChoose: (id: string) => void
}

/** Whether tabs lie beyond the strip's left and right edge. */
interface Beyond {
  before: boolean
  after: boolean
}

/** Room left beside a tab scrolled into view: the arrow and the fading edge lie over the strip's ends. */
const EDGE = 52

/** Where to scroll the strip so the tab is clear of the arrows; null when it is in view already. */
function hiddenLeftOf(strip: HTMLElement, tab: HTMLElement): number | null {
  const start = tab.offsetLeft
  const end = start + tab.offsetWidth
  const shownStart = strip.scrollLeft
  const shownEnd = strip.scrollLeft + strip.clientWidth
  if (shownStart > 0 && start < shownStart + EDGE) return Math.max(start - EDGE, 0)
  if (shownEnd < strip.scrollWidth && end > shownEnd - EDGE) return end - strip.clientWidth + EDGE
  return null
}

/**
 * The menu's categories as one row of big tabs. When they do not fit (eight on a tablet), the strip
 * scrolls sideways and says so: a fading edge and an arrow on each side where more tabs are hidden,
 * and the chosen tab is always scrolled into view.
 */
export function CategoryStrip({ categories, activeId, onChoose }: Props) {
  const { t } = useTranslation()
  const strip = useRef<HTMLDivElement>(null)
  const [beyond, setBeyond] = useState<Beyond>({ before: false, after: false })

  const measure = useCallback(() => {
    const element = strip.current
    if (!element) return
    const before = element.scrollLeft > 1
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
    setBeyond((now) => (now.before === before && now.after === after ? now : { before, after }))
  }, [])

  // measured again when the strip is resized (a tablet turned) or the tabs change (another restaurant)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count of tabs changes what is hidden
  useEffect(() => {
    const element = strip.current
    if (!element) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [measure, categories.length])

  // the chosen tab comes into view by scrolling the strip alone (scrollIntoView would move the page too)
  useEffect(() => {
    const element = strip.current
    const tab = activeId ? element?.querySelector<HTMLElement>(`[data-category="${activeId}"]`) : null
    if (!element || !tab) return
    const left = hiddenLeftOf(element, tab)
    if (left !== null) element.scrollTo({ left, behavior: 'smooth' })
  }, [activeId])

  const scroll = (direction: 1 | -1) => {
    const element = strip.current
    if (!element) return
    element.scrollBy({ left: direction * Math.max(element.clientWidth * 0.7, 120), behavior: 'smooth' })
  }

  return (
    <div
      className={classes.categoryStrip}
      data-beyond-before={beyond.before || undefined}
      data-beyond-after={beyond.after || undefined}
    >
      <Group
        ref={strip}
        gap={6}
        wrap="nowrap"
        className={classes.scrollRow}
        pb={4}
        role="tablist"
        data-testid="category-strip"
        onScroll={measure}
      >
        {categories.map((category) => (
          <Button
            key={category.id}
            size="md"
            role="tab"
            aria-selected={category.id === activeId}
            data-category={category.id}
            variant={category.id === activeId ? 'filled' : 'default'}
            style={{ flexShrink: 0 }}
            onClick={() => onChoose(category.id)}
          >
            {category.name}
          </Button>
        ))}
      </Group>
      {beyond.before ? (
        <StripArrow side="before" label={t('waiter.menu.scrollBack')} onClick={() => scroll(-1)} />
      ) : null}
      {beyond.after ? <StripArrow side="after" label={t('waiter.menu.scrollMore')} onClick={() => scroll(1)} /> : null}
    </div>
  )
}

/** The round button at one end of the strip that scrolls it a screen towards that end. */
function StripArrow({ side, label, onClick }: { side: 'before' | 'after'; label: string; onClick: () => void }) {
  return (
    <ActionIcon
      size={44}
      radius="xl"
      variant="default"
      className={classes.stripArrow}
      data-side={side}
      aria-label={label}
      onClick={onClick}
    >
      {side === 'before' ? <IconChevronLeft /> : <IconChevronRight />}
    </ActionIcon>
  )
}

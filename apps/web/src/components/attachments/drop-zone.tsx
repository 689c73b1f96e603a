import { Paper } from '@mantine/core'
import { type DragEvent, type ReactNode, useState } from 'react'

interface Props {
  /** The files dropped here. */
  onFiles: (files: File[]) => void
  padding: 'sm' | 'md'
  testId: string
  children: ReactNode
}

/** A dashed frame that takes dropped files and lights up while they are dragged over it. */
export function DropZone({ onFiles, padding, testId, children }: Props) {
  const [over, setOver] = useState(false)
  return (
    <Paper
      withBorder
      radius="md"
      p={padding}
      data-testid={testId}
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setOver(false)
        onFiles([...event.dataTransfer.files])
      }}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      {children}
    </Paper>
  )
}

import { Button, Stack, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useReleaseCourse } from '../../api/stations.ts'
import { storeTableOrder } from '../../api/waiter.ts'
import type { WriteQueue } from './offline/write-queue.ts'
import { useQueueState, useWriteQueue } from './offline/write-queue-context.tsx'

/**
 * Resolves true once the device has sent every write of the table (a later course added a moment
 * ago goes with the call), false as soon as the queue finds itself offline with some still waiting.
 */
export function tableSent(queue: WriteQueue, tableId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const { entries, online } = queue.state()
      const waiting = entries.some((entry) => entry.write.tableId === tableId)
      if (waiting && online) return
      stop()
      resolve(!waiting)
    }
    const stop = queue.subscribe(check)
    check()
  })
}

/**
 * "Podávat další chod": the table's held later course goes to its stations (one ticket each). Online
 * only: the server writes the tickets there and then, and the button says why it waits without Wi-Fi.
 */
export function CourseRelease({ tableId }: { tableId: string }) {
  const { t } = useTranslation()
  const queue = useWriteQueue()
  const queryClient = useQueryClient()
  const network = useNetwork()
  const { online: sending } = useQueueState()
  const release = useReleaseCourse()
  const [waiting, setWaiting] = useState(false)
  const online = network.online && sending

  const run = async () => {
    setWaiting(true)
    try {
      if (!(await tableSent(queue, tableId))) return
      await release.run(
        { params: { id: tableId } },
        {
          success: (answer) => {
            storeTableOrder(queryClient, answer)
            notifications.show({ color: 'grape', message: t('waiter.course.released') })
          },
        },
      )
    } finally {
      setWaiting(false)
    }
  }

  return (
    <Stack gap={4}>
      <Button
        size="lg"
        color="grape"
        leftSection={<IconToolsKitchen2 />}
        disabled={!online}
        loading={waiting || release.isPending}
        onClick={() => void run()}
        aria-describedby={online ? undefined : `course-offline-${tableId}`}
      >
        {t('waiter.course.release')}
      </Button>
      {online ? null : (
        <Text size="sm" c="dimmed" id={`course-offline-${tableId}`} data-testid="course-offline">
          {t('waiter.course.offline')}
        </Text>
      )}
    </Stack>
  )
}

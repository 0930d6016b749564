import { Box, Flex, Typography } from '@strapi/design-system';
import { CheckCircle, Clock, Information, WarningCircle } from '@strapi/icons';
import { Link } from 'react-router-dom';
import type { SiteStatusView } from './use-site-status';

const ICONS = {
  live: { Icon: CheckCircle, color: 'success600' },
  updating: { Icon: Clock, color: 'primary600' },
  failed: { Icon: WarningCircle, color: 'danger600' },
  draft: { Icon: Information, color: 'neutral600' },
  unknown: { Icon: Information, color: 'neutral600' },
} as const;

/** One status in words, with what to fix and a link to the entry when the site did not go live. */
export function SiteStatusMessage({ view }: { view: SiteStatusView }) {
  const { Icon, color } = ICONS[view.state];
  return (
    <Flex direction="column" alignItems="stretch" gap={2} role="status" aria-live="polite" data-site-status={view.state}>
      <Flex gap={2} alignItems="flex-start">
        <Box paddingTop={1}>
          <Icon fill={color} aria-hidden />
        </Box>
        <Typography variant="omega">{view.message}</Typography>
      </Flex>
      {view.problem && (
        <Box background="danger100" padding={3} hasRadius>
          <Typography variant="omega" fontWeight="bold" tag="p">
            {view.problem.summary}
          </Typography>
          <Typography variant="pi" tag="p">
            Fix it and publish again. {view.problem.editPath && <Link to={view.problem.editPath}>Open the entry to fix</Link>}
          </Typography>
        </Box>
      )}
    </Flex>
  );
}

'use client';

import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { ServerCampaignHeader, type CampaignHeaderProps } from './ServerCampaignHeader';

/** The campaign header in a client tree: ServerCampaignHeader with the DesignSystemProvider's strings and locale. */
export function CampaignHeader(props: CampaignHeaderProps) {
  return <ServerCampaignHeader {...props} strings={useDesignSystemStrings()} locale={useDesignSystemLocale()} />;
}

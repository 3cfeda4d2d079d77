/** Layout only (MODELS §2.3 rule 2): breathing room around the payment pages. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/contract.css';

export const page = style({ paddingBlock: vars.space.xlarge });

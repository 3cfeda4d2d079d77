'use client';

import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { Chevron } from '../../internal/Chevron';
import type { SiteHeaderAccount, SiteHeaderMenuItem } from './AccountMenu';
import { menu, menuItem, popover, separator } from './SiteHeader.css';

/** The account menu once the page is interactive (see AccountMenu). */
export function InteractiveAccountMenu({ account, menuName }: { account: SiteHeaderAccount; menuName: string }) {
  const renderItem = (item: SiteHeaderMenuItem) => (
    <MenuItem key={item.id} id={item.id} href={item.href} onAction={item.onAction} className={menuItem}>
      {item.label}
    </MenuItem>
  );

  return (
    <MenuTrigger>
      <Button variant="tertiary" size="small" aria-label={menuName}>
        <Icon name="user" />
        {account.name}
        <Chevron />
      </Button>
      <Popover className={popover} placement="bottom end" offset={4}>
        <Menu className={menu} aria-label={menuName}>
          {account.items.map(renderItem)}
          {account.signOut ?
            <>
              <Separator className={separator} />
              {renderItem(account.signOut)}
            </>
          : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

import { Spinner } from '@chakra-ui/react';
import { PlainSelect } from '../../components/PlainSelect.tsx';
import { getCurrentOrg, getOrgList } from '../../app/session.ts';
import { useSwitchOrganisation } from './useSwitchOrganisation.ts';

/** The top bar's organisation choice; choosing another one switches the session to it. */
export function OrganisationSwitcher() {
  const { switchTo, switching } = useSwitchOrganisation();
  const organisations = getOrgList();
  const current = getCurrentOrg();
  if (organisations.length === 0) return null;
  return (
    <div className="org-switcher">
      {switching ? <Spinner size="xs" /> : null}
      <PlainSelect
        width="260px"
        disabled={switching}
        aria-label="切换组织"
        value={current?.orgId ?? ''}
        onChange={(e) => {
          if (e.currentTarget.value) void switchTo(e.currentTarget.value);
        }}
      >
        {current ? null : <option value="">请选择组织</option>}
        {organisations.map((org) => (
          <option key={org.orgId} value={org.orgId}>
            {org.orgName}
          </option>
        ))}
      </PlainSelect>
    </div>
  );
}

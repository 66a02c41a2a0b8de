import { useNavigate } from 'react-router';
import {
  MyDetailsPage,
  type PersonalDetailsSlotProps,
} from '../../features/account/components/my-details-page';
import type { SectionFormProps } from '../../features/account/components/section-form-props';
import { StandAloneEditScreen } from '../../features/account/components/stand-alone-pages';
import { PersonalDetailsEdit } from '../../features/personal-details';
import type { ScreenProps } from '../../lib/routing/route-types';

/** The personal-details change request in the Name & Date of Birth section. */
function renderPersonalDetailsEdit(props: PersonalDetailsSlotProps) {
  return <PersonalDetailsEdit {...props} />;
}

/**
 * /account composed at app level, since features do not import each other (issue 4): My Details
 * (features/account) with the personal-details change form (features/personal-details) in its slot.
 */
export function AccountScreen(props: ScreenProps) {
  return <MyDetailsPage {...props} renderPersonalDetailsEdit={renderPersonalDetailsEdit} />;
}

/** On its own screen a sent change request ends on /accountupdated (spec part 1 §2, §4). */
function StandAlonePersonalDetailsForm(props: SectionFormProps) {
  const navigate = useNavigate();
  return (
    <PersonalDetailsEdit
      {...props}
      onSaved={() => void navigate('/accountupdated/personal-details/approval', { replace: true })}
    />
  );
}

/** /personal-details, the mobile-app stand-alone screen of the same change request. */
export function PersonalDetailsScreen(props: ScreenProps) {
  return <StandAloneEditScreen {...props} Form={StandAlonePersonalDetailsForm} />;
}

/** Personal details change request, rendered by the /account page's Name & Date of Birth section. */
export { PersonalDetailsEdit, type PersonalDetailsEditProps } from './components/personal-details-edit';

import XCTest
@testable import ModalLintKit

/// The storyboard scanner: controllers, segues and actions read with their attributes, every other tag
/// only skipped to its end (a `>` inside a quoted value does not end it, one after `= ` or an
/// unquoted value does), controllers closed by their end tags, comments kept.
final class StoryboardModelTests: XCTestCase {
    static let board = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <!-- a comment with <viewController id="fake"> in it -->
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Main" id="vc1" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <label text="a > b" id="l1"/>
                                <label text='c > "d"' id="l2"/>
                                <button title=x>y id="b1"/>
                                <userDefinedRuntimeAttribute keyPath="x" value= "q>r" id="u1"/>
                                <textView text="<segue destination=&quot;no&quot;>" id="t1"/>
                            </view>
                            <connections>
                                <action selector="close:" destination="vc1" eventType="touchUpInside" id="a1"/>
                                <segue destination="vc2" kind="presentation" identifier="show" modalPresentationStyle="formSheet" id="sg1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <segue destination="vc2" kind="relationship" relationship="rootViewController" id="sg2"/>
                        </navigationController>
                        <segue destination="vc1" kind="show" id="sg3"/>
                        <tableViewController id="vc2" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testScenesSeguesAndComments() {
        let m = StoryboardModel(file: SourceFile(path: "Main.storyboard", text: Self.board))
        XCTAssertEqual(m.scenes.map { $0.id }, ["vc1", "nav1", "vc2"])
        XCTAssertEqual(m.scenes.map { $0.className }, ["MainViewController", "UINavigationController", "DetailViewController"])
        XCTAssertEqual(m.scenes[0].storyboardIdentifier, "Main")
        XCTAssertEqual(m.scenes[1].rootID, "vc2")
        XCTAssertEqual(m.segues.map { $0.id }, ["sg1", "sg2", "sg3"])
        // Each segue's source is the controller it sits in; after `</navigationController>`
        // none is open.
        XCTAssertEqual(m.segues.map { $0.sourceID ?? "-" }, ["vc1", "nav1", "-"])
        XCTAssertEqual(m.segues[0].modalPresentationStyle, "formSheet")
        XCTAssertEqual(m.segues[0].identifier, "show")
        XCTAssertTrue(m.segues[0].isModal)
        XCTAssertEqual(m.comments.count, 1)
        // Actions: the selector and the object it is sent to.
        XCTAssertEqual(m.actions.map { $0.methodName }, ["close"])
        XCTAssertEqual(m.actions.map { $0.destination }, ["vc1"])
    }
}
